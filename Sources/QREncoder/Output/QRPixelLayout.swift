/// How a symbol fills a square image of an exact pixel size.
///
/// The module scale is the largest whole number of pixels per module that leaves room for the
/// minimum quiet zone; the pixels left over widen the quiet zone, split as evenly as possible
/// (the extra pixel, if any, goes to the right and bottom).
public struct QRPixelLayout: Equatable, Sendable {
    /// The image side in pixels.
    public let pixelSize: Int
    /// Pixels per module side.
    public let moduleScale: Int
    /// Pixels of quiet zone on the left and top.
    public let leadingMargin: Int
    /// Pixels of quiet zone on the right and bottom.
    public let trailingMargin: Int
    /// Modules per side of the symbol.
    public let modules: Int

    /// Plans an image of `pixelSize` pixels for a symbol of `modules` modules per side.
    ///
    /// - Throws: ``QRCodeError/imageTooSmall(pixels:needed:)`` when not even one pixel per module
    ///   with the minimum quiet zone fits.
    /// - Complexity: O(1).
    public init(pixelSize: Int, modules: Int, minimumQuietZone: Int = 4) throws(QRCodeError) {
        try QRCode.checkQuietZone(minimumQuietZone)
        let needed = modules + 2 * minimumQuietZone
        guard modules > 0, pixelSize >= needed else { throw .imageTooSmall(pixels: pixelSize, needed: needed) }
        let scale = pixelSize / needed
        let spare = pixelSize - scale * modules
        self.pixelSize = pixelSize
        self.moduleScale = scale
        self.modules = modules
        self.leadingMargin = spare / 2
        self.trailingMargin = spare - spare / 2
    }
}

extension SymbolTemplate {
    /// A file format the symbol exporter writes.
    ///
    /// PNG is written once per scale (`badge.plus@1x.png`, `@2x`, `@3x`). SVG and PDF are vector
    /// formats that scale without loss, so each is written once per symbol, at the @1x size
    /// (`pointSize` points or pixels a side) and named for it: `badge.plus@1x.svg`,
    /// `badge.plus@1x.pdf`. That keeps the `symbol-name@{scale}x.{format}` pattern of every other
    /// exported file.
    public enum ExportFormat: String, Sendable, CaseIterable, Hashable {
        /// A transparent PNG per scale, with its density in a `pHYs` chunk.
        case png
        /// One styled SVG per symbol (``SymbolTemplate/styledSVG(_:mode:pixelSize:)``).
        case svg
        /// One single-page vector PDF per symbol (``SymbolTemplate/pdf(_:mode:pointSize:compressionLevel:)``).
        case pdf

        /// The file name extension, which is also the raw value.
        public var fileExtension: String { rawValue }

        /// Whether one file covers every scale.
        public var isVector: Bool { self != .png }
    }
}

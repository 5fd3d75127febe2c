extension PNG {
    /// Settings for ``PNG/decode(_:options:)``.
    public struct DecodingOptions: Sendable, Equatable {
        /// The most pixels an image may have; larger headers throw ``PNGError/imageTooLarge(width:height:)``
        /// before anything is allocated. Defaults to 64 megapixels.
        public var maximumPixelCount = 1 << 26

        /// The default options.
        public init() {}
    }
}

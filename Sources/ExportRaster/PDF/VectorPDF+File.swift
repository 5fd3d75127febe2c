extension VectorPDF {
    /// The page as a complete PDF 1.7 file.
    ///
    /// Objects (ISO 32000-1 §7.7): 1 the catalog, 2 the page tree with one kid, 3 the page with its
    /// `MediaBox` of `[0 0 width height]` (§7.7.3.3), 4 its content stream, then one form XObject
    /// per transparency group. Every content stream is compressed with ``Zlib`` at
    /// `compressionLevel` and marked `/FlateDecode` (§7.4.4, which reads the zlib format of
    /// RFC 1950). A page that uses transparency declares a DeviceRGB page group, so that readers
    /// blend in the colour space the colours are given in.
    ///
    /// - Throws: ``VectorPDFError/invalidCompressionLevel(_:)`` for a level outside 0…12.
    /// - Complexity: O(n) in the content size, plus the cost of compressing it.
    public func bytes(compressionLevel: Int = 6) throws(VectorPDFError) -> [UInt8] {
        guard Deflate.levels.contains(compressionLevel) else { throw .invalidCompressionLevel(compressionLevel) }
        let size = "[0 0 \(PDFSyntax.number(width)) \(PDFSyntax.number(height))]"
        let firstForm = 5
        func formNumber(_ index: Int) -> Int { firstForm + index }
        var file = PDFFileWriter()
        file.addObject("<< /Type /Catalog /Pages 2 0 R >>")
        file.addObject("<< /Type /Pages /Kids [3 0 R] /Count 1 >>")
        var page = "<< /Type /Page /Parent 2 0 R /MediaBox \(size)"
        page += " /Resources \(content.resources(states: graphicsStates, formObjectNumber: formNumber))"
        if usesTransparency { page += " /Group << /Type /Group /S /Transparency /CS /DeviceRGB >>" }
        page += " /Contents 4 0 R >>"
        file.addObject(page)
        file.addStream(
            dictionary: "/Filter /FlateDecode",
            data: Zlib.compress(pageOperators(), level: compressionLevel))
        for form in forms {
            var dictionary = "/Type /XObject /Subtype /Form /BBox \(size)"
            dictionary += " /Group << /Type /Group /S /Transparency /I true /CS /DeviceRGB >>"
            dictionary += " /Resources \(form.resources(states: graphicsStates, formObjectNumber: formNumber))"
            dictionary += " /Filter /FlateDecode"
            file.addStream(dictionary: dictionary, data: Zlib.compress(form.bytes, level: compressionLevel))
        }
        return file.finish(root: 1)
    }

    /// The page's operators, uncompressed: first `1 0 0 -1 0 height cm`, which turns PDF's
    /// bottom-up default user space (§8.3.2.3) into the top-down space the drawing used.
    func pageOperators() -> [UInt8] {
        Array("1 0 0 -1 0 \(PDFSyntax.number(height)) cm\n".utf8) + content.bytes
    }
}

/// Exports many symbols, as PNG at several scales and as SVG and PDF, into one ZIP archive,
/// streaming: each symbol is rendered, encoded and written before the next one starts, so memory
/// holds one symbol's files at a time (plus the archive's central directory), whatever the batch
/// size.
///
/// ```swift
/// var zip = ZIPWriter()
/// let item = SymbolBatchExport.Item(symbolName: "badge.plus", template: template,
///                                   variant: SymbolVariant(weight: .regular, scale: .medium), mode: .multicolor)
/// try SymbolBatchExport.write([item], formats: [.png, .svg, .pdf], into: &zip) { _ in true }
/// let archive = try zip.finish()
/// ```
public enum SymbolBatchExport {
    /// One symbol to export.
    public struct Item: Sendable {
        /// The base of the file names (`symbolName@2x.png`).
        public var symbolName: String
        /// The template to render.
        public var template: SymbolTemplate
        /// The weight and scale variant.
        public var variant: SymbolVariant
        /// The rendering mode.
        public var mode: SymbolTemplate.RenderingMode

        /// Creates an item.
        public init(
            symbolName: String, template: SymbolTemplate, variant: SymbolVariant, mode: SymbolTemplate.RenderingMode
        ) {
            self.symbolName = symbolName
            self.template = template
            self.variant = variant
            self.mode = mode
        }
    }

    /// How far a batch has got, reported after each symbol.
    public struct Progress: Sendable, Equatable {
        /// Symbols written so far.
        public var completedSymbols: Int
        /// Symbols in the batch.
        public var totalSymbols: Int
        /// Files (archive entries) written so far.
        public var filesWritten: Int
    }

    /// Why a batch export stopped.
    public enum Failure: Error, Equatable, Sendable, CustomStringConvertible {
        /// One symbol could not be rendered or encoded.
        case export(symbolName: String, SymbolExportError)
        /// The archive could not be written.
        case zip(ZIPError)
        /// The progress handler asked to stop; `completedSymbols` were written. The archive is not
        /// finished and should be discarded.
        case cancelled(completedSymbols: Int)

        /// A sentence saying what happened.
        public var description: String {
            switch self {
            case .export(let name, let error): return "Exporting \(name) failed: \(error.description)"
            case .zip(let error): return "Writing the archive failed: \(error.description)"
            case .cancelled(let count): return "The export was cancelled after \(count) symbols."
            }
        }
    }

    /// Exports every item in each of `formats` into `writer` (see
    /// ``SymbolTemplate/export(symbolName:variant:mode:formats:pointSize:scales:)``): a
    /// `symbolName@{scale}x.png` entry per scale, stored since PNG is already compressed, and one
    /// `symbolName@1x.svg` and `symbolName@1x.pdf` entry per symbol, deflated (a symbol's PDF
    /// of under a kilobyte still shrinks by about a quarter: its content stream is compressed, but
    /// its object structure is plain text). Call
    /// ``ZIPWriter/finish()`` afterwards.
    ///
    /// Symbols are exported and written one at a time, so memory holds one symbol's files at
    /// once (plus the archive's central directory) however long the batch. `progress` runs after
    /// each symbol; returning `false` cancels the export.
    ///
    /// - Throws: ``Failure``.
    /// - Complexity: O(n) symbols × the cost of one export; memory O(one symbol's files).
    public static func write(
        _ items: [Item], pointSize: Int = 64, scales: [Int] = [1, 2, 3],
        formats: [SymbolTemplate.ExportFormat] = [.png], into writer: inout ZIPWriter, progress: (Progress) -> Bool
    ) throws(Failure) {
        var files = 0
        for (index, item) in items.enumerated() {
            let exported: [ExportedFile]
            do {
                exported = try item.template.export(
                    symbolName: item.symbolName, variant: item.variant, mode: item.mode, formats: formats,
                    pointSize: pointSize, scales: scales)
            } catch {
                throw .export(symbolName: item.symbolName, error)
            }
            for file in exported {
                do {
                    let method: ZIPWriter.Method = file.name.hasSuffix(".png") ? .stored : .deflated(level: 6)
                    try writer.add(name: file.name, bytes: file.bytes, method: method)
                } catch {
                    throw .zip(error)
                }
                files += 1
            }
            let report = Progress(completedSymbols: index + 1, totalSymbols: items.count, filesWritten: files)
            guard progress(report) else { throw .cancelled(completedSymbols: index + 1) }
        }
    }
}

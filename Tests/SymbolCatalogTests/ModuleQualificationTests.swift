import SymbolCatalog
import Testing

/// A type named like its module hides the module from qualification (`Module.Name` is then looked up
/// inside the type). The catalog class is `SFSymbolCatalog`, so `SymbolCatalog.` names the module, as
/// an app that also imports SwiftUI (which has its own `SymbolRenderingMode`) needs.
@Suite("Module qualification")
struct ModuleQualificationTests {
    @Test("SymbolCatalog.Name reaches the module's types from a client")
    func qualifiedNames() {
        let mode: SymbolCatalog.SymbolStyle.RenderingMode = .hierarchical
        let style = SymbolCatalog.SymbolStyle(renderingMode: mode)
        let catalog: SymbolCatalog.SFSymbolCatalog = SymbolCatalog.SFSymbolCatalog.bundled
        let layout = SymbolCatalog.SymbolGridLayout(width: 390, device: SymbolCatalog.DeviceClass.phone)
        let error: SymbolCatalog.SymbolLibraryError = .invalidValue(field: "symbolSize", value: "0.0")
        #expect(style.renderingMode == .hierarchical)
        #expect(catalog.version == "7.2")
        #expect(layout.columns == 5)
        #expect(error.description.contains("symbolSize"))
    }
}

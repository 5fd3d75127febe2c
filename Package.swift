// swift-tools-version: 6.0
//
// Groundwork: portable, dependency-free cores for Swift apps.
// Six library targets, each usable alone. The only edge between them is BookLibrary → SSEClient.

import PackageDescription

let libraryNames = [
    "DesignTokens", "SymbolCatalog", "QREncoder", "ExportRaster", "SSEClient", "BookLibrary",
]

/// Dependencies between our own targets. Keep this list short: each target must build when its
/// folder is copied alone into another package (BookLibrary together with SSEClient).
let internalDependencies: [String: [Target.Dependency]] = [
    "BookLibrary": ["SSEClient"]
]

let package = Package(
    name: "Groundwork",
    platforms: [.macOS(.v14), .iOS(.v17), .tvOS(.v17), .watchOS(.v10), .visionOS(.v1)],
    products: libraryNames.map { .library(name: $0, targets: [$0]) },
    targets: libraryNames.flatMap { name -> [Target] in
        [
            .target(name: name, dependencies: internalDependencies[name] ?? []),
            .testTarget(name: "\(name)Tests", dependencies: [.target(name: name), "TestSupport"]),
        ]
    } + [
        // What every test target shares: seeded random numbers, fixture and reference-data paths,
        // and the rule that turns a missing outside tool into a failure in CI. Not a product.
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        // Cross-module checks of what the apps combine: QR Book's codes rendered to exact-size PNGs.
        .testTarget(name: "SuiteIntegrationTests", dependencies: ["QREncoder", "ExportRaster", "TestSupport"]),
        .executableTarget(
            name: "Benchmarks",
            dependencies: libraryNames.map { .target(name: $0) } + ["TestSupport"],
            path: "Benchmarks",
            exclude: ["Peers", "README.md"]
        ),
    ],
    swiftLanguageModes: [.v6]
)

// swift-tools-version:6.3
import PackageDescription

let package = Package(
    name: "RangeLens",
    products: [
        // The program.
        .executable(name: "rangelens", targets: ["rangelens"]),
        // What an app can use: the model, the reader, the catalogs, the two renderings of a
        // window and the copy check. The other modules are the package's own.
        .library(name: "SpanModel", targets: ["SpanModel"]),
        .library(name: "SeriesIO", targets: ["SeriesIO"]),
        .library(name: "StringCatalog", targets: ["StringCatalog"]),
        .library(name: "Narration", targets: ["Narration"]),
        .library(name: "AudioGraph", targets: ["AudioGraph"]),
        .library(name: "CopyCheck", targets: ["CopyCheck"]),
    ],
    targets: [
        // Libraries, from the bottom up.
        .target(name: "ByteScanning"),
        .target(name: "SpanModel"),
        .target(name: "FileIO", dependencies: ["ByteScanning"]),
        .target(name: "JSONSyntax", dependencies: ["ByteScanning"]),
        .target(name: "XMLSyntax"),
        .target(name: "SeriesIO", dependencies: ["SpanModel", "JSONSyntax", "FileIO", "ByteScanning"]),
        .target(
            name: "StringCatalog", dependencies: ["JSONSyntax", "XMLSyntax", "CICUShim", "ByteScanning", "FileIO"]),
        .target(
            name: "Localizations",
            path: "Localizations",
            exclude: ["README.md"],
            resources: [
                .copy("Window.xcstrings"), .copy("StatsCard.xcstrings"), .copy("TimerDial.xcstrings"),
                .copy("AudioGraph.xcstrings"), .copy("Report.xcstrings"),
            ]
        ),
        .target(
            name: "Narration", dependencies: ["SpanModel", "StringCatalog", "Localizations", "CICUShim", "FileIO"]),
        .target(name: "AudioGraph", dependencies: ["SpanModel", "CSndFile", "CEspeakNG", "CEbur128", "FileIO"]),
        .target(
            name: "CopyCheck",
            dependencies: ["StringCatalog", "JSONSyntax", "XMLSyntax", "CICUShim", "FileIO", "ByteScanning"]),
        .target(name: "Report", dependencies: ["SpanModel", "Narration", "JSONSyntax", "CZlib"]),

        // C modules.
        .target(
            name: "CICUShim",
            linkerSettings: [.linkedLibrary("icui18n"), .linkedLibrary("icuuc")]
        ),
        // The sound libraries' headers only: AudioGraph loads the libraries when a sound is first
        // made (SoundLibraries), so that a command making no sound does not load some thirty.
        .systemLibrary(name: "CSndFile", providers: [.apt(["libsndfile1-dev"])]),
        .systemLibrary(name: "CEspeakNG", providers: [.apt(["libespeak-ng-dev"])]),
        .systemLibrary(name: "CEbur128", providers: [.apt(["libebur128-dev"])]),
        .systemLibrary(name: "CZlib", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"])]),

        // The command line: a library of commands, and the executable that runs it.
        .target(
            name: "RangeLensCLI",
            dependencies: [
                "SpanModel", "SeriesIO", "StringCatalog", "Narration", "AudioGraph", "CopyCheck", "FileIO", "Report",
            ]
        ),
        .executableTarget(name: "rangelens", dependencies: ["RangeLensCLI"]),

        .executableTarget(
            name: "rangelens-benchmark",
            dependencies: [
                "SpanModel", "SeriesIO", "StringCatalog", "Narration", "AudioGraph", "CopyCheck", "JSONSyntax",
            ]
        ),

        // Fuzz targets: libFuzzer entry points, built by scripts/fuzz; built normally they replay
        // saved inputs given on the command line.
        .target(name: "FuzzReplay", path: "Fuzz/Replay"),
        .executableTarget(
            name: "fuzz-series-reader", dependencies: ["SeriesIO", "SpanModel", "FuzzReplay"], path: "Fuzz/SeriesReader"
        ),
        .executableTarget(
            name: "fuzz-series-differential", dependencies: ["SeriesIO", "PlainSeriesReader", "FuzzReplay"],
            path: "Fuzz/SeriesDifferential"),
        .executableTarget(
            name: "fuzz-catalog-reader", dependencies: ["StringCatalog", "CopyCheck", "XMLSyntax", "FuzzReplay"],
            path: "Fuzz/CatalogReader"),
        .executableTarget(
            name: "fuzz-placeholder-renderer", dependencies: ["StringCatalog", "FuzzReplay"],
            path: "Fuzz/PlaceholderRenderer"),
        .executableTarget(
            name: "fuzz-environment", dependencies: ["Narration", "SpanModel", "FuzzReplay"], path: "Fuzz/Environment"),

        // Tests.
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        // The series reader read the obvious way, for the differential tests and fuzz target.
        .target(
            name: "PlainSeriesReader", dependencies: ["SeriesIO", "SpanModel", "JSONSyntax", "TestSupport"],
            path: "Tests/PlainSeriesReader"),
        .testTarget(name: "SpanModelTests", dependencies: ["SpanModel", "TestSupport"]),
        .testTarget(name: "FileIOTests", dependencies: ["FileIO"]),
        .testTarget(name: "JSONSyntaxTests", dependencies: ["JSONSyntax", "TestSupport"]),
        .testTarget(name: "XMLSyntaxTests", dependencies: ["XMLSyntax"]),
        .testTarget(
            name: "SeriesIOTests", dependencies: ["SeriesIO", "SpanModel", "PlainSeriesReader"],
            resources: [.copy("Fixtures")]),
        .testTarget(name: "StringCatalogTests", dependencies: ["StringCatalog", "ByteScanning", "TestSupport"]),
        .testTarget(
            name: "NarrationTests", dependencies: ["Narration", "SpanModel", "StringCatalog", "TestSupport"],
            exclude: ["Golden", "Shapes"]),
        .testTarget(
            name: "CopyCheckTests", dependencies: ["CopyCheck", "StringCatalog", "JSONSyntax", "TestSupport"],
            resources: [.copy("Fixtures")]),
        // How the command tests run the tool: in process, or the built executable as a process.
        .target(
            name: "CommandTestSupport", dependencies: ["RangeLensCLI", "Narration"], path: "Tests/CommandTestSupport"),
        .testTarget(
            name: "RangeLensCommandTests",
            dependencies: ["RangeLensCLI", "CommandTestSupport", "TestSupport", "AudioGraph", "Narration", "SpanModel"]),
        // Tests that start the built executable as a process (signals, a terminal through tmux,
        // closed or full standard output, the environment, the memory bound, the examples as a
        // shell runs them): `swift test --skip RangeLensProcessTests` leaves them out.
        .testTarget(name: "RangeLensProcessTests", dependencies: ["RangeLensCLI", "CommandTestSupport"]),
        // Narration only for the locales the catalogs ship, which must each have a voice.
        .testTarget(name: "AudioGraphTests", dependencies: ["AudioGraph", "SpanModel", "Narration"]),
        .testTarget(
            name: "ReportTests",
            dependencies: ["Report", "Narration", "SpanModel", "StringCatalog", "JSONSyntax", "CZlib", "TestSupport"],
            exclude: ["Golden"]),
    ]
)

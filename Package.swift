// swift-tools-version:6.0
import PackageDescription

/// A release build on Linux carries the Swift libraries in itself (docs/performance.md): no
/// dynamic loading of a dozen libraries at each start (`arcade --version` 10 → 3 ms), direct
/// calls into them. The program's modules import FoundationEssentials, never all of Foundation
/// (whose Unicode tables alone are some 30 MB). Compiled against the static libraries too, so
/// that the objects ask for all they need; lld links them, which says nothing of glibc's
/// warning about a function Foundation uses.
let staticLibrariesInRelease = (
  swift: [SwiftSetting.unsafeFlags(["-static-stdlib"], .when(platforms: [.linux], configuration: .release))],
  linker: [LinkerSetting.unsafeFlags(["-static-stdlib", "-use-ld=lld"], .when(platforms: [.linux], configuration: .release))]
)

/// `arcade` keeps its symbols (a crash report names its functions) but not the debugger's
/// line tables, which would double it: 28 MB rather than 41.
let releaseProgramWithoutDebugInfo = [
  LinkerSetting.unsafeFlags(["-Xlinker", "--strip-debug"], .when(platforms: [.linux], configuration: .release)),
]

let package = Package(
  name: "PlistArcade",
  platforms: [.macOS(.v13)],
  products: [
    .executable(name: "arcade", targets: ["ArcadeMain"]),
    .executable(name: "arcade-bench", targets: ["Bench"]),
    .executable(name: "arcade-fuzz", targets: ["Fuzz"]),
    // The plist readers and writers and the models-from-dictionary pattern, for any Swift project.
    .library(name: "PlistKit", targets: ["PlistKit"]),
    // Values to and from Foundation's objects (NSNumber and the rest), for code written with
    // PropertyListSerialization: apart, so that PlistKit alone needs only FoundationEssentials.
    .library(name: "PlistKitFoundation", targets: ["PlistKitFoundation"]),
    .library(name: "TerminalKit", targets: ["TerminalKit"]),
    .library(name: "GameCore", targets: ["GameCore"]),
    // The helpers the suite's tests share, for the tests of a mode written in another package.
    .library(name: "TestSupport", targets: ["TestSupport"]),
  ],
  targets: [
    .systemLibrary(name: "CLibPNG", pkgConfig: "libpng", providers: [.apt(["libpng-dev"]), .brew(["libpng"])]),
    .systemLibrary(name: "CLibJPEG", pkgConfig: "libjpeg", providers: [.apt(["libjpeg-dev"]), .brew(["jpeg-turbo"])]),
    // Kitty pictures are sent deflated (zlib, which libpng needs anyway).
    .systemLibrary(name: "CZlib", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"]), .brew(["zlib"])]),
    .target(name: "PictureCodecs", dependencies: ["CLibPNG", "CLibJPEG"]),
    // The kits depend on nothing of ours; GameCore on both; modes on GameCore and the kits.
    .target(name: "PlistKit", exclude: ["README.md"]),
    .target(name: "PlistKitFoundation", dependencies: ["PlistKit"]),
    .target(name: "TerminalKit"),
    .target(name: "GameCore", dependencies: ["PlistKit", "TerminalKit"]),
    .target(name: "Pictures", dependencies: ["GameCore", "PlistKit", "TerminalKit", "PictureCodecs", "CZlib"]),
    .target(name: "GuessGame", dependencies: ["GameCore", "PlistKit", "TerminalKit"]),
    .target(name: "AppGrid", dependencies: ["GameCore", "PlistKit", "TerminalKit"]),
    .target(name: "ShopCatalog", dependencies: ["GameCore", "PlistKit", "TerminalKit"]),
    // The one list of modes (a new mode is its module and a line there).
    .target(name: "Modes", dependencies: ["GameCore", "GuessGame", "AppGrid", "ShopCatalog"]),
    .target(name: "Runner", dependencies: ["GameCore", "PlistKit", "TerminalKit", "Modes", "Pictures"], exclude: ["Main"]),
    // `arcade` itself: main.swift alone, linked as a release build carries the libraries.
    // The built-in packs go inside it (EmbedBuiltInPacks, at each build), so a copy alone plays them.
    .executableTarget(name: "ArcadeMain", dependencies: ["Runner", "GameCore"], path: "Sources/Runner/Main",
                      swiftSettings: staticLibrariesInRelease.swift,
                      linkerSettings: staticLibrariesInRelease.linker + releaseProgramWithoutDebugInfo,
                      plugins: ["EmbedBuiltInPacks"]),
    .executableTarget(name: "PackArchiver", dependencies: ["GameCore", "PlistKit", "TerminalKit"]),
    .plugin(name: "EmbedBuiltInPacks", capability: .buildTool(), dependencies: ["PackArchiver"]),
    // Our mutation fuzzer, and built with --sanitize=fuzzer -DARCADE_LIBFUZZER the libFuzzer
    // targets (see docs/testing.md).
    .executableTarget(name: "Fuzz", dependencies: ["GameCore", "PlistKit", "TerminalKit", "GuessGame", "AppGrid", "ShopCatalog", "Modes", "Pictures"]),
    // Built as `arcade` is, so that its Foundation baselines start and call as ours do.
    .executableTarget(name: "Bench", dependencies: ["GameCore", "PlistKit", "TerminalKit", "GuessGame", "ShopCatalog", "Pictures", "PictureCodecs"],
                      swiftSettings: staticLibrariesInRelease.swift, linkerSettings: staticLibrariesInRelease.linker),
    .target(name: "TestSupport", dependencies: ["GameCore", "PlistKit", "TerminalKit"], path: "Tests/TestSupport"),
    .testTarget(name: "PlistKitTests", dependencies: ["PlistKit", "PlistKitFoundation", "TestSupport"]),
    .testTarget(name: "TerminalKitTests", dependencies: ["TerminalKit", "TestSupport"], exclude: ["Snapshots"]),
    .testTarget(name: "GameCoreTests", dependencies: ["GameCore", "PlistKit", "TerminalKit", "TestSupport"], exclude: ["Launcher/Snapshots"]),
    .testTarget(name: "PicturesTests", dependencies: ["Pictures", "PictureCodecs", "CZlib", "GameCore", "PlistKit", "TerminalKit", "TestSupport"]),
    .testTarget(name: "GuessGameTests", dependencies: ["GuessGame", "GameCore", "PlistKit", "TerminalKit", "Pictures", "TestSupport"], exclude: ["Snapshots"]),
    .testTarget(name: "AppGridTests", dependencies: ["AppGrid", "GameCore", "PlistKit", "TerminalKit", "Pictures", "TestSupport"], exclude: ["Snapshots"]),
    .testTarget(name: "ShopCatalogTests", dependencies: ["ShopCatalog", "GameCore", "PlistKit", "TerminalKit", "Pictures", "TestSupport"], exclude: ["Snapshots"]),
    .testTarget(name: "RunnerTests", dependencies: ["Runner", "Modes", "GameCore", "PlistKit", "Pictures", "TerminalKit", "TestSupport"]),
    .testTarget(name: "PluginTests", dependencies: ["GameCore", "PlistKit", "TerminalKit", "TestSupport", "Runner", "Modes"]),
    .testTarget(name: "FuzzTests", dependencies: ["Fuzz", "TestSupport"], exclude: ["Corpus", "Regressions", "README.md"]),
  ]
)

// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "PlistArcade",
  platforms: [.macOS(.v13)],
  products: [
    .executable(name: "arcade", targets: ["Runner"]),
    .executable(name: "arcade-bench", targets: ["Bench"]),
    .executable(name: "arcade-fuzz", targets: ["Fuzz"]),
    .library(name: "GameCore", targets: ["GameCore"]),
  ],
  targets: [
    .systemLibrary(name: "CLibPNG", pkgConfig: "libpng", providers: [.apt(["libpng-dev"]), .brew(["libpng"])]),
    .systemLibrary(name: "CLibJPEG", pkgConfig: "libjpeg", providers: [.apt(["libjpeg-dev"]), .brew(["jpeg-turbo"])]),
    .target(name: "PictureCodecs", dependencies: ["CLibPNG", "CLibJPEG"]),
    .target(name: "Pictures", dependencies: ["GameCore", "PictureCodecs"]),
    .target(name: "GameCore"),
    .target(name: "GuessGame", dependencies: ["GameCore"]),
    .target(name: "AppGrid", dependencies: ["GameCore"]),
    .executableTarget(name: "Runner", dependencies: ["GameCore", "GuessGame", "AppGrid", "Pictures"]),
    .executableTarget(name: "Fuzz", dependencies: ["GameCore", "GuessGame", "AppGrid"]),
    .executableTarget(name: "Bench", dependencies: ["GameCore", "GuessGame", "Pictures", "PictureCodecs"]),
    .target(name: "TestSupport", dependencies: ["GameCore"], path: "Tests/TestSupport"),
    .testTarget(name: "GameCoreTests", dependencies: ["GameCore", "TestSupport"], exclude: ["Terminal/Snapshots"]),
    .testTarget(name: "PicturesTests", dependencies: ["Pictures", "PictureCodecs", "GameCore", "TestSupport"]),
    .testTarget(name: "GuessGameTests", dependencies: ["GuessGame", "GameCore", "Pictures", "TestSupport"], exclude: ["Snapshots"]),
    .testTarget(name: "AppGridTests", dependencies: ["AppGrid", "GameCore", "Pictures", "TestSupport"], exclude: ["Snapshots"]),
    .testTarget(name: "RunnerTests", dependencies: ["Runner", "GameCore", "TestSupport"]),
    .testTarget(name: "PluginTests", dependencies: ["GameCore", "TestSupport"]),
  ]
)

// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "Flashcards",
  platforms: [.macOS(.v13)],
  dependencies: [.package(name: "PlistArcade", path: "../..")],
  targets: [
    .executableTarget(name: "Flashcards", dependencies: [.product(name: "PlistKit", package: "PlistArcade")]),
  ]
)

import Foundation
import GameCore
import PlistKit
import TerminalKit

/// A fresh folder under the system's temporary directory, removed when the value is released.
public final class TemporaryFolder {
  public let path: String

  public init() {
    let base = NSTemporaryDirectory() + "arcade-tests-" + UUID().uuidString
    try? FileManager.default.createDirectory(atPath: base, withIntermediateDirectories: true)
    path = PathSafety.realPath(base) ?? base
  }

  deinit {
    try? FileManager.default.removeItem(atPath: path)
  }

  /// Writes `text` (UTF-8) at `relative`, creating folders; returns the full path.
  @discardableResult
  public func write(_ relative: String, _ text: String) -> String {
    write(relative, bytes: Array(text.utf8))
  }

  @discardableResult
  public func write(_ relative: String, bytes: [UInt8]) -> String {
    let full = url(relative)
    try? FileManager.default.createDirectory(atPath: PathSafety.directory(of: full), withIntermediateDirectories: true)
    _ = FileManager.default.createFile(atPath: full, contents: Data(bytes))
    return full
  }

  public func makeFolder(_ relative: String) -> String {
    let full = url(relative)
    try? FileManager.default.createDirectory(atPath: full, withIntermediateDirectories: true)
    return full
  }

  public func link(_ relative: String, to target: String) {
    let full = url(relative)
    try? FileManager.default.createDirectory(atPath: PathSafety.directory(of: full), withIntermediateDirectories: true)
    try? FileManager.default.createSymbolicLink(atPath: full, withDestinationPath: target)
  }

  public func url(_ relative: String) -> String {
    PathSafety.join(path, relative)
  }
}

/// Builds XML plist text around a body: `xmlPlist("<array/>")`.
public func xmlPlist(_ body: String) -> String {
  """
  <?xml version="1.0" encoding="UTF-8"?>
  <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
  <plist version="1.0">
  \(body)
  </plist>

  """
}

/// The repository root, found from this source file's location.
public let packageRoot: String = {
  var path = #filePath
  for _ in 0..<3 { path = PathSafety.directory(of: path) }
  return path
}()

/// The shared fixtures beside the repository, when this machine has them.
public let fixturesRoot: String? = {
  let candidates = [PathSafety.join(packageRoot, "../shared/fixtures"), "/work/shared/fixtures"]
  return candidates.first { PathSafety.isDirectory($0) }
}()

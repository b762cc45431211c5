#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import GameCore
import PlistKit
import TerminalKit

/// `PackArchiver PLIST-DATA OUT.swift`: the build's step that puts the built-in packs inside
/// `arcade` (run by the EmbedBuiltInPacks plugin): every pack folder of PLIST-DATA as
/// `BuiltInPacks` reads them, written as a Swift source holding their bytes in base64.
let arguments = CommandLine.arguments

/// A line on standard error.
func complain(_ line: String) {
  let bytes = Array((line + "\n").utf8)
  _ = bytes.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
}

guard arguments.count == 3 else {
  complain("usage: PackArchiver PLIST-DATA OUT.swift")
  exit(2)
}

do throws(LoadError) {
  let bytes = try BuiltInPacks.archive(of: arguments[1])
  let source = """
    // Made when arcade is built, from the pack folders of plist-data/ (PackArchiver); not kept in the source tree.

    import GameCore

    /// The built-in packs, as `BuiltInPacks` reads them: a binary plist of \(bytes.count) bytes, in base64.
    let embeddedBuiltInPacks = BuiltInPacks.Carried(folderName: "\(BuiltInPacks.folderName(for: bytes))", base64: "\(String(decoding: Base64.encode(bytes), as: UTF8.self))")

    """
  try AtomicFile.write(Array(source.utf8), to: arguments[2])
} catch {
  complain("PackArchiver: \(error.description)")
  exit(1)
}

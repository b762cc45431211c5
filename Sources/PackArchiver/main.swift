#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import GameCore
import PlistKit

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

/// Base64, as `BuiltInPacks.base64` reads it.
func base64(_ bytes: [UInt8]) -> String {
  let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)
  var out: [UInt8] = []
  out.reserveCapacity((bytes.count + 2) / 3 * 4)
  var i = 0
  while i < bytes.count {
    let n = min(3, bytes.count - i)
    var group = UInt32(bytes[i]) << 16
    if n > 1 { group |= UInt32(bytes[i + 1]) << 8 }
    if n > 2 { group |= UInt32(bytes[i + 2]) }
    for j in 0..<4 { out.append(j <= n ? alphabet[Int(group >> (18 - 6 * UInt32(j)) & 63)] : 0x3D) }
    i += 3
  }
  return String(decoding: out, as: UTF8.self)
}

do throws(LoadError) {
  let bytes = try BuiltInPacks.archive(of: arguments[1])
  let source = """
    // Made when arcade is built, from the pack folders of plist-data/ (PackArchiver); not kept in the source tree.

    import GameCore

    /// The built-in packs, as `BuiltInPacks` reads them: a binary plist of \(bytes.count) bytes, in base64.
    let embeddedBuiltInPacks = BuiltInPacks.Carried(folderName: "\(BuiltInPacks.folderName(for: bytes))", base64: "\(base64(bytes))")

    """
  try AtomicFile.write(Array(source.utf8), to: arguments[2])
} catch {
  complain("PackArchiver: \(error.description)")
  exit(1)
}

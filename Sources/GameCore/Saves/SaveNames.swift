import PlistKit
import TerminalKit

/// Where a pack's progress is kept: one file per pack identity, so two packs whose data files
/// share a name (nearly every lesson pack has a `questions.plist`) never share a save.
extension SaveStore {
  /// `guess-questions-1a2b3c4d5e6f7a8b.plist`: the mode, a readable id and a hash of the pack's
  /// identity (its resolved full path, or its place in the built-in or user folder).
  public static func fileName(for pack: Pack) -> String {
    // The readable part comes from the identity too, so a link to a pack names the same file.
    var last = PathSafety.fileName(of: pack.identity)
    if last.hasSuffix(".plist") { last.removeLast(6) }
    return "\(pack.modeID)-\(readable(last))-\(hex(fnv1a(pack.identity))).plist"
  }

  /// The name saves had before they were keyed by identity: `guess-path-questions.plist`.
  public static func legacyFileName(for pack: Pack) -> String {
    let safe = pack.id.map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" ? $0 : "_" }
    return "\(pack.modeID)-\(pack.origin.rawValue)-\(String(safe)).plist"
  }

  /// The pack's save. A save under its legacy name is moved to the new one first where that name
  /// named one pack only: built-in and user packs (one folder each). Packs opened by path all
  /// shared one legacy name per file name, so theirs cannot be told apart and stay where they are.
  public func load(for pack: Pack) -> Loaded {
    let name = Self.fileName(for: pack)
    let found = load(name)
    guard found == .none, pack.origin != .path else { return found }
    let legacy = Self.legacyFileName(for: pack)
    guard case .found = load(legacy), rename(legacy, name) else { return found }
    return load(name)
  }

  private static func readable(_ id: String) -> String {
    let safe = id.map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" ? $0 : "_" }
    return String(safe.prefix(40))
  }

  /// FNV-1a, 64 bits: stable across runs and platforms (Swift's `Hasher` is seeded per process).
  public static func fnv1a(_ text: String) -> UInt64 { fnv1a(text.utf8) }

  /// FNV-1a of bytes.
  public static func fnv1a(_ bytes: some Sequence<UInt8>) -> UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in bytes {
      hash ^= UInt64(byte)
      hash = hash &* 0x100_0000_01b3
    }
    return hash
  }

  /// A hash as sixteen hexadecimal digits.
  public static func hex(_ value: UInt64) -> String {
    let digits = String(value, radix: 16)
    return String(repeating: "0", count: 16 - digits.count) + digits
  }
}

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// One value of a plist, read where it lies: in a `PlistValue` tree, in the XML reader's token
/// tape, or in a binary plist's object table. Models are built from nodes, so decoding a pack
/// never builds a tree of the whole file, nor of one element.
///
/// A node from a reader is valid while that reader hands it out (inside the closure given to
/// `PlistReader.forEachRootNode`); keep what it holds (`string`, `value`), not the node.
public struct PlistNode {
  @usableFromInline enum Storage {
    case value(PlistValue)
    case tape(TapeHandle, Int)
    case binary(BinaryHandle, Int)
  }

  @usableFromInline typealias TapeHandle = ReaderHandle<PlistTape>
  @usableFromInline typealias BinaryHandle = ReaderHandle<BinaryPlistParser>

  @usableFromInline let storage: Storage

  /// A node over a value held in memory.
  public init(_ value: PlistValue) { storage = .value(value) }
  init(storage: Storage) { self.storage = storage }
  init(tape: PlistTape, index: Int) { storage = .tape(TapeHandle(tape), index) }
  init(binary: BinaryPlistParser, ref: Int) { storage = .binary(BinaryHandle(binary), ref) }

  /// What kind of value the node is.
  public var kind: PlistKind {
    switch storage {
    case .value(let value): return value.kind
    case let .tape(held, index): return held.read { $0.tokens[index].kind }
    case let .binary(held, ref): return held.read { $0.kind(of: ref) }
    }
  }

  /// The string, if this is a string.
  public var string: String? {
    switch storage {
    case .value(let value): return value.stringValue
    case let .tape(held, index):
      return held.read { tape in
        let token = tape.tokens[index]
        return token.kind == .string ? tape.strings[Int(token.payload)] : nil
      }
    case let .binary(held, ref):
      return held.read { BinaryPlistParser.isStringKind($0.markerKind(of: ref)) ? $0.string(ref) : nil }
    }
  }

  /// Number of elements of an array or entries of a dictionary; 0 for anything else.
  public var count: Int {
    switch storage {
    case .value(.array(let items)): return items.count
    case .value(.dictionary(let dictionary)): return dictionary.count
    case .value: return 0
    case let .tape(held, index): return held.read { Int($0.tokens[index].count) }
    case let .binary(held, ref): return held.read { $0.containerCount(of: ref) }
    }
  }

  /// Calls `body` with each element of an array, in order.
  public func forEachElement<E: Error>(_ body: (Int, PlistNode) throws(E) -> Void) throws(E) {
    switch storage {
    case .value(.array(let items)):
      for (i, item) in items.enumerated() { try body(i, PlistNode(item)) }
    case .value: return
    // Through `read` and the handle: `held.reader` would retain the reader, which every core
    // reads at once, for each element (3% of a catalog's first state, its count bouncing
    // between the cores).
    case let .tape(held, index):
      guard let count = held.read({ $0.tokens[index].kind == .array ? Int($0.tokens[index].count) : nil }) else { return }
      var at = index + 1
      for i in 0..<count {
        try body(i, PlistNode(storage: .tape(held, at)))
        at = held.read { $0.tokens[at].end(at: at) }
      }
    case let .binary(held, ref):
      guard let (count, start) = held.read({ $0.isArray(ref) ? $0.extent(at: $0.offset(of: ref)) : nil }) else { return }
      for i in 0..<count { try body(i, PlistNode(storage: .binary(held, held.read { $0.ref(i, at: start) }))) }
    }
  }

  /// Calls `body` with each entry of a dictionary, in the file's order (a repeated key
  /// comes once for each time it is written).
  public func forEachEntry<E: Error>(_ body: (Int, String, PlistNode) throws(E) -> Void) throws(E) {
    switch storage {
    case .value(.dictionary(let dictionary)):
      for (i, entry) in dictionary.enumerated() { try body(i, entry.key, PlistNode(entry.value)) }
    case .value: return
    case let .tape(held, index):
      guard let count = held.read({ $0.tokens[index].kind == .dictionary ? Int($0.tokens[index].count) : nil }) else { return }
      var at = index + 1
      for i in 0..<count {
        try body(i, held.read { $0.strings[Int($0.tokens[at].payload)] }, PlistNode(storage: .tape(held, at + 1)))
        at = held.read { $0.tokens[at + 1].end(at: at + 1) }
      }
    case let .binary(held, ref):
      try held.reader.forEachEntry(of: ref) { (i, key, value) throws(E) in try body(i, key, value) }
    }
  }

  /// The value for `key` and its entry's position; a key written twice gives its last value.
  public func lookup(_ key: String) -> (position: Int, value: PlistNode)? {
    switch storage {
    case .value(.dictionary(let dictionary)):
      return dictionary.position(of: key).map { ($0, PlistNode(dictionary[position: $0].value)) }
    case .value: return nil
    case let .tape(held, index):
      return held.read { tape in
        guard tape.tokens[index].kind == .dictionary else { return nil }
        var found: (Int, Int)?
        var at = index + 1
        for i in 0..<Int(tape.tokens[index].count) {
          if Self.sameKey(tape.strings[Int(tape.tokens[at].payload)], key) { found = (i, at + 1) }
          at = tape.tokens[at + 1].end(at: at + 1)
        }
        return found.map { ($0.0, PlistNode(tape: tape, index: $0.1)) }
      }
    case let .binary(held, ref):
      return held.read { $0.lookup(key, in: ref) }
    }
  }

  /// Key comparison for look-ups: the same bytes, as Foundation's and Python's dictionaries
  /// compare keys (Swift's `==` compares canonically: the Kelvin sign would be `K`). Lengths
  /// first, which tells most keys apart at once.
  @inline(__always)
  static func sameKey(_ candidate: String, _ key: String) -> Bool {
    UTF8Text.sameBytes(candidate, key)
  }

  /// The keys of a dictionary in the file's order.
  public var keys: [String] {
    var keys: [String] = []
    forEachEntry { _, key, _ in keys.append(key) }
    return keys
  }

  /// An array whose elements are all strings, as strings; nil for anything else. The bulk of
  /// a pack (a question's options) is read through here.
  public var strings: [String]? {
    switch storage {
    case .value(.array(let items)):
      var strings: [String] = []
      strings.reserveCapacity(items.count)
      for item in items {
        guard case .string(let text) = item else { return nil }
        strings.append(text)
      }
      return strings
    case .value: return nil
    case let .tape(held, index): return held.read { $0.strings(ofArrayAt: index) }
    case let .binary(held, ref): return held.read { $0.strings(ofArrayAt: ref) }
    }
  }
}

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension PlistNode {
  /// The value of a string, number, boolean, date or data node; nil for an array or dictionary.
  public var scalar: PlistValue? {
    switch storage {
    case .value(.array), .value(.dictionary): return nil
    case .value(let value): return value
    case let .tape(held, index): return held.read { $0.scalar(at: index) }
    case let .binary(held, ref): return held.read { $0.scalar(of: ref) }
    }
  }

  /// The node as a tree of values (built here: keep it for errors and small values).
  public var value: PlistValue {
    switch storage {
    case let .tape(held, index): return held.read { $0.valueInParts(at: index) ?? $0.value(at: index) }
    case let .binary(held, ref):
      guard held.reader.sharesContainers else { return held.read { $0.valueInParts(of: ref) ?? $0.value(of: ref) } }
      var built: [Int: PlistValue] = [:]
      return held.read { $0.sharedValue(of: ref, built: &built) }
    case .value(let value): return value
    }
  }

  /// "a string", "an array", ... as messages name the type.
  public var kindDescription: String { kind.description }

  /// "a string ("abc")", "an array of 3": the type with a short excerpt, for messages.
  public var foundDescription: String {
    switch kind {
    case .array: return "an array of \(count)"
    case .dictionary: return "a dictionary of \(Set(keys).count) keys"
    default: return scalar?.foundDescription ?? kindDescription
    }
  }
}

extension PlistKind: CustomStringConvertible {
  /// The kind as messages name it: "a string", "an integer", ...
  public var description: String {
    switch self {
    case .string: return "a string"
    case .integer, .unsignedInteger: return "an integer"
    case .real: return "a real"
    case .bool: return "a boolean"
    case .date: return "a date"
    case .data: return "data"
    case .array: return "an array"
    case .dictionary: return "a dictionary"
    case .uid: return "a UID"
    }
  }
}

extension PlistValue {
  /// What kind of value the node is.
  public var kind: PlistKind {
    switch self {
    case .string: return .string
    case .integer: return .integer
    case .unsignedInteger: return .unsignedInteger
    case .real: return .real
    case .bool: return .bool
    case .date: return .date
    case .data: return .data
    case .array: return .array
    case .dictionary: return .dictionary
    case .uid: return .uid
    }
  }
}

extension PlistTape {
  // Inlined into `value(at:)`, which meets every scalar of a file read whole.
  @inline(__always)
  func scalar(at index: Int) -> PlistValue? {
    let token = tokens[index]
    switch token.kind {
    case .string: return .string(strings[Int(token.payload)])
    case .integer: return .integer(Int64(bitPattern: token.payload))
    case .unsignedInteger: return .unsignedInteger(token.payload)
    case .real: return .real(Double(bitPattern: token.payload))
    case .bool: return .bool(token.payload != 0)
    case .date: return .date(Date(timeIntervalSinceReferenceDate: Double(bitPattern: token.payload)))
    case .data: return .data(data[Int(token.payload)])
    case .uid: return .uid(token.payload)
    case .array, .dictionary: return nil
    }
  }

  /// The value at `index` as a tree, built from the tokens straight (no node a value: a whole
  /// file read into values is a hundred thousand dictionaries).
  func value(at index: Int) -> PlistValue {
    if let scalar = scalar(at: index) { return scalar }
    var shapes = KeyShapes()
    return value(at: index, shapes: &shapes)
  }

  /// As `value(at:)`, dictionaries with the keys of one in `shapes` sharing them.
  func value(at index: Int, shapes: inout KeyShapes) -> PlistValue {
    let token = tokens[index]
    switch token.kind {
    case .array:
      let count = Int(token.count)
      var at = index + 1
      // Reserved and appended: see `BinaryValueBuilder.value(of:)`.
      var items: [PlistValue] = []
      items.reserveCapacity(count)
      for _ in 0..<count {
        items.append(value(at: at, shapes: &shapes))
        at = tokens[at].end(at: at)
      }
      return .array(items)
    case .dictionary:
      var dictionary = PlistDictionary.ShapedBuilder(capacity: Int(token.count))
      var at = index + 1
      for _ in 0..<Int(token.count) {
        // The value passed straight in: held in a constant first, it was copied and released
        // once more, a retain and a release a value.
        dictionary.add(key: Int(tokens[at].payload), of: strings, value(at: at + 1, shapes: &shapes), shapes: &shapes)
        at = tokens[at + 1].end(at: at + 1)
      }
      return .dictionary(dictionary.finish(shapes: shapes))
    default:
      return scalar(at: index)!
    }
  }

  func strings(ofArrayAt index: Int) -> [String]? {
    guard tokens[index].kind == .array else { return nil }
    let count = Int(tokens[index].count)
    // An array of scalars has one token per element, straight after its own.
    for at in (index + 1)..<(index + 1 + count) where tokens[at].kind != .string { return nil }
    var items: [String] = []
    items.reserveCapacity(count)
    for i in 0..<count { items.append(strings[Int(tokens[index + 1 + i].payload)]) }
    return items
  }
}

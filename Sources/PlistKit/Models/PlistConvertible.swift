#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A type that a plist value can become: the scalar conversions of the model layer.
///
/// Conversions are strict except for these documented slips common in hand-written packs:
/// - an integer written as a string (`<string>12</string>`) or as an integral real (`<real>12.0</real>`);
/// - a real written as a string or as an integer;
/// - a boolean written as `YES`/`NO`, `true`/`false`, `1`/`0` (strings, any case) or the integers 1 and 0.
/// Everything else fails with a `ModelError` naming what was expected and what was found.
public protocol PlistConvertible {
  /// What the type is called in messages: "a string", "an integer".
  static var expectedDescription: String { get }
  /// Converts the value at `node`, or throws `ModelError` with an empty path (callers add theirs).
  static func convert(_ node: PlistNode, context: ModelContext) throws(ModelError) -> Self
}

extension PlistConvertible {
  /// Converts a value held in memory (a settings dictionary, a test's literal).
  public static func convert(_ value: PlistValue, context: ModelContext) throws(ModelError) -> Self {
    try convert(PlistNode(value), context: context)
  }

  /// The error for a value of the wrong kind: `expected a string, found an integer (7)`.
  public static func mismatch(_ node: PlistNode) -> ModelError {
    ModelError(.mismatch(expected: expectedDescription, found: node.foundDescription))
  }
}

extension String: PlistConvertible {
  /// How an error names what was expected.
  public static var expectedDescription: String { "a string" }
  /// The value at `node`, or an error naming what was expected and what was found.
  @inlinable
  public static func convert(_ node: PlistNode, context: ModelContext) throws(ModelError) -> String {
    guard let s = node.string else { throw mismatch(node) }
    return s
  }
}

extension Int: PlistConvertible {
  /// How an error names what was expected.
  public static var expectedDescription: String { "an integer" }
  /// The value at `node`, or an error naming what was expected and what was found.
  @inlinable
  public static func convert(_ node: PlistNode, context: ModelContext) throws(ModelError) -> Int {
    switch node.scalar {
    case .integer(let i)?: return Int(i)
    case .real(let r)? where r == r.rounded() && abs(r) < 9.0e15: return Int(r)
    case .string(let s)?:
      if let i = Int(PlistScalars.trimmed(s, newlines: false)) { return i }
    default: break
    }
    throw mismatch(node)
  }
}

extension Double: PlistConvertible {
  /// How an error names what was expected.
  public static var expectedDescription: String { "a number" }
  /// The value at `node`, or an error naming what was expected and what was found.
  @inlinable
  public static func convert(_ node: PlistNode, context: ModelContext) throws(ModelError) -> Double {
    switch node.scalar {
    case .real(let r)?: return r
    case .integer(let i)?: return Double(i)
    case .unsignedInteger(let u)?: return Double(u)
    case .string(let s)?:
      if let d = Double(PlistScalars.trimmed(s, newlines: false)), d.isFinite { return d }
    default: break
    }
    throw mismatch(node)
  }
}

extension Bool: PlistConvertible {
  /// How an error names what was expected.
  public static var expectedDescription: String { "a boolean" }
  /// The value at `node`, or an error naming what was expected and what was found.
  @inlinable
  public static func convert(_ node: PlistNode, context: ModelContext) throws(ModelError) -> Bool {
    switch node.scalar {
    case .bool(let b)?: return b
    case .integer(0)?: return false
    case .integer(1)?: return true
    case .string(let s)?:
      switch PlistScalars.trimmed(s, newlines: false).lowercased() {
      case "yes", "true", "1": return true
      case "no", "false", "0": return false
      default: break
      }
    default: break
    }
    throw mismatch(node)
  }
}

extension Date: PlistConvertible {
  /// How an error names what was expected.
  public static var expectedDescription: String { "a date" }
  /// The value at `node`, or an error naming what was expected and what was found.
  public static func convert(_ node: PlistNode, context: ModelContext) throws(ModelError) -> Date {
    guard case .date(let d)? = node.scalar else { throw mismatch(node) }
    return d
  }
}

extension Data: PlistConvertible {
  /// How an error names what was expected.
  public static var expectedDescription: String { "data" }
  /// The value at `node`, or an error naming what was expected and what was found.
  public static func convert(_ node: PlistNode, context: ModelContext) throws(ModelError) -> Data {
    guard case .data(let d)? = node.scalar else { throw mismatch(node) }
    return d
  }
}

extension PlistValue: PlistConvertible {
  /// How an error names what was expected.
  public static var expectedDescription: String { "a value" }
  /// The value at `node`, or an error naming what was expected and what was found.
  public static func convert(_ node: PlistNode, context: ModelContext) throws(ModelError) -> PlistValue { node.value }
}

extension Array: PlistConvertible where Element: PlistConvertible {
  /// How an error names what was expected.
  public static var expectedDescription: String { "an array" }
  /// The value at `node`, or an error naming what was expected and what was found.
  @inlinable
  public static func convert(_ node: PlistNode, context: ModelContext) throws(ModelError) -> [Element] {
    guard node.kind == .array else { throw mismatch(node) }
    // Arrays of strings (a question's options) are the bulk of a pack: read them directly.
    if Element.self == String.self, !context.collectsWarnings, let strings = node.strings as? [Element] {
      // `Element` is `String` here: the cast is of the array's type, not of each element.
      return strings
    }
    // A large array of containers (a catalog's categories) is read on every core. Lint's
    // warnings come from the flagged elements read again (`convertFlagged`); a detecting
    // context takes back what each part saw, up to the first failure, as in order.
    if let parts = node.parallelParts {
      let elements = node.elementNodes
      guard context.looksForWarnings else {
        return try ModelBatch.decode(Element.self, count: elements.count, element: { elements[$0] }, context: context, parts: parts).get()
      }
      if context.collectsWarnings { return try convertFlagged(elements, parts: parts, context: context) }
      let contexts = (0..<parts).map { _ in context.forPart() }
      let result = ModelBatch.decode(Element.self, count: elements.count, element: { elements[$0] }, context: context, partContexts: contexts)
      var taken = parts
      if case .failure(let failure) = result, case .index(let failed)? = failure.path.components.first {
        taken = 1 + ((0..<parts).first { Parts.range($0, of: parts, over: elements.count).contains(failed) } ?? parts - 1)
      }
      for part in contexts.prefix(taken) { context.absorb(part) }
      return try result.get()
    }
    var result: [Element] = []
    result.reserveCapacity(node.count)
    try node.forEachElement { (index, item) throws(ModelError) in
      result.append(try convertOne(item, at: index, context: context))
    }
    return result
  }

  @inlinable
  static func convertOne(_ item: PlistNode, at index: Int, context: ModelContext) throws(ModelError) -> Element {
    do throws(ModelError) {
      return try context.descend(into: .index(index)) { () throws(ModelError) in try Element.convert(item, context: context) }
    } catch {
      throw error.inside(.index(index))
    }
  }

  /// A large array read for its warnings (lint): on every core, each part only noting which
  /// elements have something to warn of, with no key path kept; then those elements alone
  /// read again, in order, with their warnings' paths. Pushing and popping the path of every
  /// value read was most of what a lint of a catalog added to reading it. The warnings, their
  /// order and the failure are those of a reading in order: up to a failing element, the
  /// elements before it that warned are read again, then the failing one, which fails again
  /// after its own warnings.
  @usableFromInline
  static func convertFlagged(_ elements: [PlistNode], parts: Int, context: ModelContext) throws(ModelError) -> [Element] {
    let count = elements.count
    let warned = SharedSlots(count: count, repeating: false)
    defer { warned.deallocate() }
    let detecting = (0..<parts).map { _ in ModelContext(detectsWarnings: true) }
    let result = ModelBatch.decode(Element.self, count: count, element: { elements[$0] }, context: context,
                                   partContexts: detecting, warned: warned)
    switch result {
    case .success(var models):
      for index in 0..<count where warned[index] { models[index] = try convertOne(elements[index], at: index, context: context) }
      return models
    case .failure(let failure):
      guard case .index(let failed)? = failure.path.components.first, failed < count else { throw failure }
      for index in 0..<failed where warned[index] { _ = try convertOne(elements[index], at: index, context: context) }
      _ = try convertOne(elements[failed], at: failed, context: context)
      throw failure
    }
  }
}

/// A dictionary of values of one type keyed by string (a table of words, say). A key written
/// twice keeps its last value, as Foundation does.
extension Dictionary: PlistConvertible where Key == String, Value: PlistConvertible {
  /// How an error names what was expected.
  public static var expectedDescription: String { "a dictionary" }
  /// The value at `node`, or an error naming what was expected and what was found.
  public static func convert(_ node: PlistNode, context: ModelContext) throws(ModelError) -> [String: Value] {
    guard node.kind == .dictionary else { throw mismatch(node) }
    var result: [String: Value] = [:]
    result.reserveCapacity(node.count)
    try node.forEachEntry { (_, key, item) throws(ModelError) in
      do throws(ModelError) {
        result[key] = try context.descend(into: .key(key)) { () throws(ModelError) in try Value.convert(item, context: context) }
      } catch {
        throw error.inside(.key(key))
      }
    }
    return result
  }
}

/// A keyed archiver's object reference, as a model field: a binary plist's UID, or the
/// `{CF$UID = n}` dictionary XML and JSON write for one.
public struct PlistUID: PlistConvertible, Equatable, Hashable, Sendable {
  /// The UID's number.
  public var value: UInt64

  /// The UID numbered `value`.
  public init(_ value: UInt64) {
    self.value = value
  }

  /// How an error names what was expected.
  public static var expectedDescription: String { "a UID" }

  /// The value at `node`, or an error naming what was expected and what was found.
  public static func convert(_ node: PlistNode, context: ModelContext) throws(ModelError) -> PlistUID {
    if case .uid(let n)? = node.scalar { return PlistUID(n) }
    guard node.kind == .dictionary, node.count == 1, let (_, value) = node.lookup("CF$UID") else { throw mismatch(node) }
    switch value.scalar {
    case .integer(let n)? where n >= 0: return PlistUID(UInt64(n))
    case .unsignedInteger(let n)?: return PlistUID(n)
    default: throw mismatch(node)
    }
  }
}

/// An enum of raw values as a model field: declare `enum Layout: String, PlistConvertible {
/// case market, menu }` and the plist's string (or number) becomes a case; any other value is an
/// error that lists the cases when the enum is `CaseIterable`.
extension PlistConvertible where Self: RawRepresentable, RawValue: PlistConvertible {
  /// How an error names what was expected.
  public static var expectedDescription: String { RawValue.expectedDescription }

  /// The value at `node`, or an error naming what was expected and what was found.
  public static func convert(_ node: PlistNode, context: ModelContext) throws(ModelError) -> Self {
    try convertRaw(node, context: context, cases: nil)
  }

  static func convertRaw(_ node: PlistNode, context: ModelContext, cases: [String]?) throws(ModelError) -> Self {
    let raw = try RawValue.convert(node, context: context)
    guard let value = Self(rawValue: raw) else {
      let text = raw is String ? "\"\(String(describing: raw).prefix(40))\"" : String(describing: raw)
      guard let cases else { throw ModelError(.invalid("\(text) is none of the values this field takes")) }
      throw ModelError(.invalid("expected one of \(cases.joined(separator: ", ")), found \(text)"))
    }
    return value
  }
}

extension PlistConvertible where Self: RawRepresentable & CaseIterable, RawValue: PlistConvertible {
  /// A case of the enum: the error lists them (`expected one of market, menu, found "grid"`).
  public static func convert(_ node: PlistNode, context: ModelContext) throws(ModelError) -> Self {
    try convertRaw(node, context: context, cases: allCases.map { String(describing: $0.rawValue) })
  }
}

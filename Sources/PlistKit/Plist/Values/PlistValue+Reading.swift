#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// One step of a path into a value: a dictionary's key or an array's index.
public protocol PlistPathStep: Sendable {
  func step(into value: PlistValue) -> PlistValue?
}

extension String: PlistPathStep {
  /// The value this step leads to inside `value`, if there is one.
  public func step(into value: PlistValue) -> PlistValue? { value[self] }
}

extension Int: PlistPathStep {
  /// The value this step leads to inside `value`, if there is one.
  public func step(into value: PlistValue) -> PlistValue? { value[self] }
}

/// Reading a value without a model: subscripts, a path, typed accessors. Each returns nil where
/// the value is not of that kind or has nothing there, never a trap.
///
/// ```swift
/// let recipes = try PlistDocument(contentsOf: "recipes.plist").value()
/// let firstStep = recipes.at("recipes", 1, "steps", 0)?.stringValue
/// let serves = recipes["recipes"]?[0]?["serves"]?.intValue
/// ```
extension PlistValue {
  /// A dictionary's value for `key` (its last, when the key is written twice). Set through it
  /// (`value["recipes"]?[1]?["steps"] = …`), the change is made in place, each level changed
  /// where it is rather than rebuilt; setting nil removes the key; setting into a value that is
  /// not a dictionary changes nothing.
  public subscript(key: String) -> PlistValue? {
    get {
      guard case .dictionary(let dictionary) = self else { return nil }
      return dictionary[key]
    }
    _modify {
      guard case .dictionary(var dictionary) = self else {
        var nothing: PlistValue?
        yield &nothing
        return
      }
      // The dictionary is moved out, so that it is the only holder of its storage while it changes.
      self = .bool(false)
      defer { self = .dictionary(dictionary) }
      yield &dictionary[key]
    }
  }

  /// An array's element at `index`; nil past either end. Set through it, the element is
  /// changed in place; setting nil removes it; past either end nothing changes.
  public subscript(index: Int) -> PlistValue? {
    get {
      guard case .array(let items) = self, items.indices.contains(index) else { return nil }
      return items[index]
    }
    _modify {
      guard case .array(var items) = self, items.indices.contains(index) else {
        var nothing: PlistValue?
        yield &nothing
        return
      }
      self = .bool(false)
      var element: PlistValue? = items[index]
      items[index] = .bool(false)
      defer {
        if let element { items[index] = element } else { items.remove(at: index) }
        self = .array(items)
      }
      yield &element
    }
  }

  /// The value at a path written as errors print it: `recipes[1].steps`, `[3].options[5]`;
  /// nil when the text is no path or nothing is there. Keys holding `.` or `[` cannot be
  /// written this way (use `at(_:)`). Set through it, as through the subscripts above.
  public subscript(path text: String) -> PlistValue? {
    get {
      guard let path = PlistPath(text) else { return nil }
      return path.components.reduce(self as PlistValue?) { value, component in value.flatMap { $0[component] } }
    }
    _modify {
      guard let path = PlistPath(text), !path.components.isEmpty else {
        var nothing: PlistValue?
        yield &nothing
        return
      }
      yield &self[path.components[...]]
    }
  }

  private subscript(component: PlistPathComponent) -> PlistValue? {
    get {
      switch component {
      case .key(let key): return self[key]
      case .index(let index): return self[index]
      }
    }
    _modify {
      switch component {
      case .key(let key): yield &self[key]
      case .index(let index): yield &self[index]
      }
    }
  }

  /// The value at `components` (not empty), changed in place.
  private subscript(components: ArraySlice<PlistPathComponent>) -> PlistValue? {
    get { components.reduce(self as PlistValue?) { value, component in value.flatMap { $0[component] } } }
    _modify {
      let first = components[components.startIndex]
      if components.count == 1 {
        yield &self[first]
      } else {
        var nothing: PlistValue?
        if self[first] == nil {
          yield &nothing
        } else {
          yield &self[first]![components.dropFirst()]
        }
      }
    }
  }

  /// The value at a path of keys and indexes: `value.at("recipes", 1, "steps")`.
  public func at(_ steps: any PlistPathStep...) -> PlistValue? {
    var value: PlistValue? = self
    for step in steps { value = value.flatMap(step.step(into:)) }
    return value
  }

  /// An integer that `Int` holds.
  public var intValue: Int? {
    switch self {
    case .integer(let i): return Int(exactly: i)
    case .unsignedInteger(let u): return Int(exactly: u)
    default: return nil
    }
  }

  /// A real, or an integer as a real.
  public var doubleValue: Double? {
    switch self {
    case .real(let r): return r
    case .integer(let i): return Double(i)
    case .unsignedInteger(let u): return Double(u)
    default: return nil
    }
  }

  /// The boolean, if the value is one.
  public var boolValue: Bool? {
    if case .bool(let b) = self { return b }
    return nil
  }

  /// The date, if the value is one.
  public var dateValue: Date? {
    if case .date(let d) = self { return d }
    return nil
  }

  /// The bytes, if the value is data.
  public var dataValue: Data? {
    if case .data(let d) = self { return d }
    return nil
  }

  /// The UID's number, if the value is a UID (binary plists only).
  public var uidValue: UInt64? {
    if case .uid(let n) = self { return n }
    return nil
  }
}

/// A value as plist-like text, for printing and debugging: `{ name = "eggs"; count = 2;
/// steps = ("crack", "whisk"); }`. Strings are quoted and escaped; dates are ISO 8601, data
/// hex in angle brackets, a UID `UID(5)`.
extension PlistValue: CustomStringConvertible {
  /// A short form for messages and debugging, not a plist format.
  public var description: String {
    var out = ""
    write(into: &out)
    return out
  }

  private func write(into out: inout String) {
    switch self {
    case .string(let s): Self.quote(s, into: &out)
    case .integer(let i): out += String(i)
    case .unsignedInteger(let u): out += String(u)
    case .real(let r): out += PlistScalars.realText(r)
    case .bool(let b): out += b ? "true" : "false"
    case .date(let d): out += PlistScalars.dateText(d)
    case .data(let d): out += "<" + d.map { ($0 < 16 ? "0" : "") + String($0, radix: 16) }.joined() + ">"
    case .uid(let n): out += "UID(\(n))"
    case .array(let items):
      out += "("
      for (i, item) in items.enumerated() {
        if i > 0 { out += ", " }
        item.write(into: &out)
      }
      out += ")"
    case .dictionary(let dictionary):
      out += "{"
      for entry in dictionary.entries {
        out += " "
        Self.quote(entry.key, into: &out)
        out += " = "
        entry.value.write(into: &out)
        out += ";"
      }
      out += dictionary.entries.isEmpty ? "}" : " }"
    }
  }

  private static func quote(_ text: String, into out: inout String) {
    out += "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\t": out += "\\t"
      case _ where scalar.value < 0x20 || scalar.value == 0x7F: out += "\\u{\(String(scalar.value, radix: 16))}"
      default: out.unicodeScalars.append(scalar)
      }
    }
    out += "\""
  }
}

/// One step into a plist: an array index or a dictionary key.
public enum PlistPathComponent: Equatable, Hashable, Sendable {
  case index(Int)
  case key(String)
}

/// A route from the root to one value, shown as `[3].options[5]`.
public struct PlistPath: Equatable, Hashable, Sendable, CustomStringConvertible {
  /// The steps from the root, in order.
  public var components: [PlistPathComponent]

  /// The path of `components` (the root when empty).
  public init(_ components: [PlistPathComponent] = []) {
    self.components = components
  }

  /// The path of the root value.
  public static let root = PlistPath()

  /// A path read back from its `description`: `recipes[1].steps`, `[3].options[5]`, `(root)`;
  /// nil for text that is no path (an empty key, an index that is not a number).
  public init?(_ text: String) {
    if text == "(root)" {
      self.init()
      return
    }
    var components: [PlistPathComponent] = []
    var rest = Substring(text)
    while !rest.isEmpty {
      if rest.first == "[" {
        guard let close = rest.firstIndex(of: "]"), let index = Int(rest[rest.index(after: rest.startIndex)..<close]), index >= 0 else {
          return nil
        }
        components.append(.index(index))
        rest = rest[rest.index(after: close)...]
      } else {
        // A key: after a `.` unless it is the first step.
        if !components.isEmpty {
          guard rest.first == "." else { return nil }
          rest = rest.dropFirst()
        }
        let key = rest.prefix { $0 != "." && $0 != "[" }
        guard !key.isEmpty else { return nil }
        components.append(.key(String(key)))
        rest = rest.dropFirst(key.count)
      }
    }
    guard !components.isEmpty else { return nil }
    self.init(components)
  }

  /// This path one step further.
  public func appending(_ component: PlistPathComponent) -> PlistPath {
    // One array made, at its size: `components + [component]` made three (lint makes a path
    // for each of a large pack's problems).
    var longer: [PlistPathComponent] = []
    longer.reserveCapacity(components.count + 1)
    longer.append(contentsOf: components)
    longer.append(component)
    return PlistPath(longer)
  }

  /// This path into the element at `index`.
  public func appending(index: Int) -> PlistPath { appending(.index(index)) }
  /// This path into the value for `key`.
  public func appending(key: String) -> PlistPath { appending(.key(key)) }

  /// `[3].options[5]`; the root alone is `(root)`.
  public var description: String {
    if components.isEmpty { return "(root)" }
    var text = ""
    for component in components {
      switch component {
      case .index(let i): text += "[\(i)]"
      case .key(let k): text += text.isEmpty ? k : ".\(k)"
      }
    }
    return text
  }
}

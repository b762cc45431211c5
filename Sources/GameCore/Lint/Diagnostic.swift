import PlistKit
import TerminalKit

/// One line of `arcade lint` output, in the form compilers use.
///
/// A diagnostic about an element keeps its key path and its text apart, and a text its values,
/// until the line is written (`write(into:)`): a pack where every element warns makes 100,000
/// of them, and no string of each is needed to print them.
public struct Diagnostic: Equatable, Sendable, CustomStringConvertible {
  /// A note says how a file was read (a bare plist's mode, told from its keys); it is
  /// counted as neither an error nor a warning.
  public enum Severity: String, Sendable {
    case error, warning, note

    /// The raw value, as written into a line with no string made.
    var label: StaticString {
      switch self {
      case .error: "error"
      case .warning: "warning"
      case .note: "note"
      }
    }
  }

  public var severity: Severity
  public var file: String
  public var line: Int?
  /// The element the text is about, written before it (`[3].icon: …`); nil for none.
  public var path: PlistPath?
  public var text: DiagnosticText
  /// How many problems the line stands for: 1, or, on the line saying how many of a file's
  /// problems were not listed (see `DiagnosticList.mostListed`), their number.
  public var represents = 1

  public init(_ severity: Severity, file: String, line: Int? = nil, _ message: String) {
    self.init(severity, file: file, line: line, at: nil, .plain(message))
  }

  public init(_ severity: Severity, file: String, line: Int? = nil, at path: PlistPath?, _ text: DiagnosticText) {
    self.severity = severity
    self.file = file
    self.line = line
    self.path = path
    self.text = text
  }

  /// The line saying that `count` more problems of `severity` in `file` were not listed (`what`
  /// names them), standing for them in lint's counts.
  static func unlisted(_ severity: Severity, _ count: Int, _ what: String, file: String, limit: String) -> Diagnostic {
    var line = Diagnostic(severity, file: file, "\(count) more \(what) not listed: \(limit)")
    line.represents = count
    return line
  }

  /// What is wrong, with the key path in front: `[3].icon: picture "sun" not found (…)`.
  public var message: String {
    path.map { "\($0): \(text)" } ?? text.description
  }

  /// `FILE:LINE: error: MESSAGE` (the line left out when unknown).
  public var description: String {
    "\(file)\(line.map { ":\($0)" } ?? ""): \(severity.rawValue): \(message)"
  }

  /// Equal when they print the same line.
  public static func == (a: Diagnostic, b: Diagnostic) -> Bool {
    a.severity == b.severity && a.file == b.file && a.line == b.line && a.message == b.message
  }

  /// About how many bytes the line takes, without making it.
  public var length: Int {
    file.utf8.count + 30 + text.length + (path?.components.reduce(0) { total, component in
      if case .key(let key) = component { return total + key.utf8.count + 1 }
      return total + 22
    } ?? 0)
  }

  /// A line no longer than a reader can use: a message quoting a huge value is cut.
  public static func bounded(_ line: String) -> String {
    line.utf8.count <= 2_000 ? line : DisplayWidth.truncate(line, to: 1_000) + " (\(line.count) characters)"
  }

  /// The line (as `description`), piece by piece, each piece cleaned.
  public func write(into line: inout LineWriter) {
    line.append(file)
    if let number = self.line {
      line.append(literal: ":")
      line.append(number)
    }
    line.append(literal: ": ")
    line.append(literal: severity.label)
    line.append(literal: ": ")
    if let path {
      Self.write(path, into: &line)
      line.append(literal: ": ")
    }
    text.write(into: &line)
  }

  /// As `PlistPath.description` writes it.
  private static func write(_ path: PlistPath, into line: inout LineWriter) {
    guard !path.components.isEmpty else { return line.append(path.description) }
    var first = true
    for component in path.components {
      switch component {
      case .index(let index):
        line.append(literal: "[")
        line.append(index)
        line.append(literal: "]")
      case .key(let key):
        if !first { line.append(literal: ".") }
        line.append(key)
      }
      first = false
    }
  }

  /// A load failure as a diagnostic at its file and line.
  public static func from(_ error: LoadError) -> Diagnostic {
    switch error {
    case let .syntax(plist):
      let position = plist.location.flatMap { location -> String? in
        if case .offset(let offset) = location { return "at byte \(offset): " }
        return nil
      } ?? ""
      return Diagnostic(.error, file: plist.file ?? "?", line: plist.line, position + plist.reason)
    case let .model(model):
      return Diagnostic(.error, file: model.file ?? "?", line: model.line, "\(model.path): \(model.reason)")
    case let .file(name, reason), let .pack(name, reason):
      return Diagnostic(.error, file: name, reason)
    }
  }
}

/// What a diagnostic says, its values kept as they are until it is written.
public enum DiagnosticText: Sendable, Equatable, CustomStringConvertible {
  case plain(String)
  /// `picture "NAME" not found (looked in PLACES)`.
  case pictureNotFound(name: String, places: String)

  public var description: String {
    switch self {
    case .plain(let text): text
    case let .pictureNotFound(name, places): "picture \"\(name)\" not found (looked in \(places))"
    }
  }

  var length: Int {
    switch self {
    case .plain(let text): text.utf8.count
    case let .pictureNotFound(name, places): name.utf8.count + places.utf8.count + 35
    }
  }

  /// As `description` spells it, each value cleaned.
  func write(into line: inout LineWriter) {
    switch self {
    case .plain(let text): line.append(text)
    case let .pictureNotFound(name, places):
      line.append(literal: "picture \"")
      line.append(name)
      line.append(literal: "\" not found (looked in ")
      line.append(places)
      line.append(literal: ")")
    }
  }
}

extension Diagnostic: LineWritable {
  /// The line as `arcade lint` prints it: `FILE:LINE: warning: MESSAGE`, put together piece by
  /// piece (`write(into:)`), or made whole and cut (`bounded`) when it would be too long.
  public func writeLine(into line: inout LineWriter) {
    guard length < 1_900 else { return line.append(Self.bounded(description)) }
    write(into: &line)
  }
}

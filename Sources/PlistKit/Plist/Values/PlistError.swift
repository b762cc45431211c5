/// Where in a file a problem was found.
public enum SourceLocation: Equatable, Sendable {
  /// A text form (XML, OpenStep): 1-based line and column (column counts characters).
  case line(Int, column: Int)
  /// The binary form: a byte offset.
  case offset(Int)
}

/// A plist that could not be read: what is wrong, and where.
public struct PlistError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The file's name as messages show it, filled in by whoever opened the file.
  public var file: String?
  /// Where in the file (line and column, or byte offset for binary), when known.
  public var location: SourceLocation?
  /// What was wrong, in words a pack author can act on.
  public var reason: String

  /// An error saying `reason`, at `location` of `file`.
  public init(_ reason: String, at location: SourceLocation? = nil, file: String? = nil) {
    self.reason = reason
    self.location = location
    self.file = file
  }

  /// The 1-based line, for text forms.
  public var line: Int? {
    if case .line(let line, _) = location { return line }
    return nil
  }

  /// `file:line:column: reason`, leaving out what is not known.
  public var description: String {
    var prefix = file.map { "\($0): " } ?? ""
    switch location {
    case .line(let line, let column)?:
      prefix = (file.map { "\($0):" } ?? "line ") + "\(line):\(column): "
    case .offset(let offset)?:
      prefix += "at byte \(offset): "
    case nil:
      break
    }
    return prefix + reason
  }

  /// The same error, naming `file`.
  public func inFile(_ file: String) -> PlistError {
    var copy = self
    copy.file = file
    return copy
  }
}

/// Turns byte offsets into lines and columns; used only when reporting, so it may be slow.
enum TextPosition {
  static func location(of offset: Int, in bytes: ByteView) -> SourceLocation {
    let limit = min(max(offset, 0), bytes.count)
    var line = 1
    var column = 1
    var i = 0
    while i < limit {
      let byte = bytes[i]
      if byte == 0x0A {
        line += 1
        column = 1
      } else if byte & 0xC0 != 0x80 {
        column += 1
      }
      i += 1
    }
    return .line(line, column: column)
  }

  /// Many offsets in one pass, for paths found by a `PathTracer`.
  static func locations(of offsets: [[PlistPathComponent]: Int], in bytes: ByteView) -> [PlistPath: SourceLocation] {
    let sorted = offsets.sorted { $0.value < $1.value }
    var result: [PlistPath: SourceLocation] = [:]
    var line = 1, column = 1, i = 0
    for (components, offset) in sorted {
      let limit = min(max(offset, 0), bytes.count)
      while i < limit {
        if bytes[i] == 0x0A {
          line += 1
          column = 1
        } else if bytes[i] & 0xC0 != 0x80 {
          column += 1
        }
        i += 1
      }
      result[PlistPath(components)] = .line(line, column: column)
    }
    return result
  }

}

/// A writer's output past the size it was given.
public enum OutputLimit {
  /// The error a writer throws when its output would pass `limit` bytes.
  public static func passed(_ limit: Int) -> PlistError {
    PlistError("the output would be larger than \(limit) bytes, the most it may be")
  }
}

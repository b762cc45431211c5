/// A one-line text field: typed characters (from a keyboard or an input method) go in at the
/// cursor, Backspace and Delete take out, Left/Right/Home/End move, a paste goes in whole; and
/// as a shell's line does, Ctrl-A and Ctrl-E go to the ends, Ctrl-U takes out all before the
/// cursor, Ctrl-K all after it, Ctrl-W the word before it.
/// Text is kept and limited in characters (grapheme clusters: 猜, é and 👨‍👩‍👧 are one each) and
/// drawn by display width, scrolled so the cursor is always in view. Control and escape
/// characters never get in.
public struct TextField: Equatable, Sendable {
  public private(set) var text: String
  /// Where the next character goes: 0 before the first, `count` after the last.
  public private(set) var cursor: Int
  /// The most characters the field holds; nil for no limit.
  public var limit: Int?
  /// Shown dimmed while the field is empty.
  public var placeholder: String

  public init(text: String = "", limit: Int? = nil, placeholder: String = "") {
    let clean = Self.cleaned(text)
    self.text = limit.map { String(clean.prefix($0)) } ?? clean
    cursor = self.text.count
    self.limit = limit
    self.placeholder = placeholder
  }

  public var count: Int { text.count }

  /// Whether the field used the event (the program gives it the rest).
  @discardableResult
  public mutating func handle(_ event: InputEvent) -> Bool {
    switch event {
    case .key(.character(let typed)): insert(typed)
    case .paste(let pasted): insert(pasted)
    case .key(.backspace):
      guard cursor > 0 else { return true }
      remove(at: cursor - 1)
      cursor -= 1
    case .key(.delete):
      if cursor < count { remove(at: cursor) }
    case .key(.left): cursor = max(0, cursor - 1)
    case .key(.right): cursor = min(count, cursor + 1)
    case .key(.home), .key(.control("a")): cursor = 0
    case .key(.end), .key(.control("e")): cursor = count
    case .key(.control("u")):
      text = String(text.dropFirst(cursor))
      cursor = 0
    case .key(.control("k")): text = String(text.prefix(cursor))
    case .key(.control("w")):
      let before = Array(text.prefix(cursor))
      var start = before.count
      while start > 0, before[start - 1].isWhitespace { start -= 1 }
      while start > 0, !before[start - 1].isWhitespace { start -= 1 }
      text = String(before[..<start]) + text.dropFirst(cursor)
      cursor = start
    default: return false
    }
    return true
  }

  /// Empties the field.
  public mutating func clear() {
    text = ""
    cursor = 0
  }

  private mutating func insert(_ raw: String) {
    var piece = Self.cleaned(raw)
    if let limit { piece = String(piece.prefix(max(0, limit - count))) }
    guard !piece.isEmpty else { return }
    let index = text.index(text.startIndex, offsetBy: cursor)
    text.insert(contentsOf: piece, at: index)
    cursor += piece.count
  }

  private mutating func remove(at position: Int) {
    text.remove(at: text.index(text.startIndex, offsetBy: position))
  }

  /// What may be typed or pasted: controls and escapes out, line breaks as spaces.
  static func cleaned(_ text: String) -> String {
    TextCleaner.clean(text)
  }

  /// Draws the text (or the placeholder) in `rect`'s first row, with the cursor in reverse
  /// video when focused; returns the rectangle a click hits.
  @discardableResult
  public func draw(in rect: Rect, focused: Bool, into buffer: inout CellBuffer) -> Rect {
    let field = Rect(x: rect.x, y: rect.y, width: rect.width, height: min(1, rect.height))
    guard field.width > 0, field.height > 0 else { return field }
    buffer.fill(field, style: Theme.text)
    // The placeholder starts where typed text does; an empty field's cursor stands on its first
    // character, drawn as the cursor.
    if text.isEmpty, !placeholder.isEmpty {
      buffer.write(DisplayWidth.truncate(placeholder, to: field.width), x: field.x, y: field.y, style: Theme.dim, clip: field)
    }
    let characters = Array(text)
    let start = firstShown(characters, width: field.width)
    var x = field.x
    for i in start..<characters.count {
      let w = DisplayWidth.of(characters[i])
      guard x + w <= field.maxX else { break }
      buffer.write(String(characters[i]), x: x, y: field.y, style: focused && i == cursor ? Theme.focused : Theme.text, clip: field)
      x += w
    }
    if focused, cursor == characters.count, x < field.maxX {
      let under = characters.isEmpty ? placeholder.first.map(String.init) ?? " " : " "
      buffer.write(under, x: x, y: field.y, style: Theme.focused, clip: field)
    }
    return field
  }

  /// The first character drawn, so that everything from it to the cursor (and the cursor's own
  /// cell) fits in `width` columns.
  func firstShown(_ characters: [Character], width: Int) -> Int {
    var used = cursor < characters.count ? DisplayWidth.of(characters[cursor]) : 1
    var start = cursor
    while start > 0 {
      let w = DisplayWidth.of(characters[start - 1])
      guard used + w <= width else { break }
      used += w
      start -= 1
    }
    return start
  }
}

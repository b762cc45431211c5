/// Turns the bytes a terminal sends into keys, mouse events and pastes.
///
/// A value type fed bytes as they arrive: a sequence split across reads is completed by the
/// next feed, and a lone Esc is told from the start of a sequence by the caller's short timeout
/// (`flushEscape()`). Unknown sequences are dropped whole, never leaked as text.
public struct InputParser: Sendable {
  private var pending: [UInt8] = []
  private var pasting: [UInt8]?

  public init() {}

  /// Whether bytes are held back waiting to see if an Esc starts a sequence.
  public var isWaitingForEscape: Bool { pending.first == 0x1B && pasting == nil }

  public mutating func feed(_ bytes: [UInt8]) -> [InputEvent] {
    pending += bytes
    var events: [InputEvent] = []
    while !pending.isEmpty {
      if pasting != nil {
        guard consumePaste(into: &events) else { break }
        continue
      }
      guard let (event, used) = parseOne() else { break }
      pending.removeFirst(used)
      if let event { events.append(event) }
    }
    return events
  }

  /// Called when no byte followed an Esc within the timeout: it was the Esc key.
  public mutating func flushEscape() -> [InputEvent] {
    guard isWaitingForEscape else { return [] }
    pending.removeFirst()
    return [.key(.escape)] + feed([])
  }

  /// One event from the front of `pending` and the bytes it used, or nil when more are needed.
  private mutating func parseOne() -> (InputEvent?, Int)? {
    let b = pending[0]
    switch b {
    case 0x1B: return parseEscape()
    case 0x0D, 0x0A: return (.key(.enter), 1)
    case 0x09: return (.key(.tab), 1)
    case 0x7F, 0x08: return (.key(.backspace), 1)
    case 0x00: return (nil, 1)
    case 0x01...0x1A: return (.key(.control(Character(UnicodeScalar(b + 0x60)))), 1)
    case 0x1C...0x1F: return (nil, 1)
    case 0x80...0xFF: return parseUTF8()
    default: return (.key(.character(String(UnicodeScalar(b)))), 1)
    }
  }

  private func parseUTF8() -> (InputEvent?, Int)? {
    let lead = pending[0]
    let length = lead >= 0xF0 && lead < 0xF8 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC2 && lead < 0xE0 ? 2 : 0
    guard length > 0 else { return (nil, 1) }
    // A lone byte that could not start a character is dropped, not shown as garbage.
    guard pending.count >= length else {
      return pending.dropFirst().allSatisfy({ $0 & 0xC0 == 0x80 }) ? nil : (nil, 1)
    }
    // Swift's own decoder refuses overlong forms and surrogates.
    var decoder = UTF8()
    var bytes = pending[0..<length].makeIterator()
    guard case .scalarValue(let scalar) = decoder.decode(&bytes), bytes.next() == nil else { return (nil, 1) }
    return (.key(.character(String(scalar))), length)
  }

  private mutating func parseEscape() -> (InputEvent?, Int)? {
    guard pending.count >= 2 else { return nil }
    switch pending[1] {
    case UInt8(ascii: "["): return parseCSI()
    case UInt8(ascii: "O"):
      guard pending.count >= 3 else { return nil }
      let keys: [UInt8: Key] = [0x41: .up, 0x42: .down, 0x43: .right, 0x44: .left, 0x48: .home, 0x46: .end,
                                0x50: .function(1), 0x51: .function(2), 0x52: .function(3), 0x53: .function(4)]
      return (keys[pending[2]].map(InputEvent.key), 3)
    case 0x1B:
      return (.key(.escape), 1)
    case UInt8(ascii: "_"), UInt8(ascii: "]"):
      // A terminal's answer (kitty's graphics reply is an APC `Esc _ G…`, colours and titles
      // come as OSC `Esc ] digits…`): up to its string terminator (Esc \ or BEL), dropped
      // whole; one too long to be an answer is cut. Anything else is Alt with the key.
      guard pending.count >= 3 else { return nil }
      let answer = pending[1] == UInt8(ascii: "_") ? pending[2] == UInt8(ascii: "G") : (0x30...0x39).contains(pending[2])
      guard answer else { return (nil, 1) }
      for i in 3..<pending.count {
        if pending[i] == 0x07 { return (nil, i + 1) }
        if pending[i] == 0x1B, i + 1 < pending.count, pending[i + 1] == UInt8(ascii: "\\") { return (nil, i + 2) }
      }
      return pending.count > 4_096 ? (nil, pending.count) : nil
    default:
      // Alt with a key: drop the Esc and read the key alone.
      return (nil, 1)
    }
  }

  private mutating func parseCSI() -> (InputEvent?, Int)? {
    var i = 2
    while i < pending.count, (0x20...0x3F).contains(pending[i]) { i += 1 }
    guard i < pending.count else {
      // Give up on a sequence that never ends rather than swallow all later input.
      return pending.count > 64 ? (nil, pending.count) : nil
    }
    let final = pending[i]
    let used = i + 1
    guard (0x40...0x7E).contains(final) else { return (nil, used) }
    let body = String(decoding: pending[2..<i], as: UTF8.self)
    if body.hasPrefix("<"), final == UInt8(ascii: "M") || final == UInt8(ascii: "m") {
      return (mouse(body.dropFirst(), pressed: final == UInt8(ascii: "M")), used)
    }
    let params = body.split(separator: ";").map { Int($0) ?? 0 }
    switch final {
    case UInt8(ascii: "A"): return (.key(.up), used)
    case UInt8(ascii: "B"): return (.key(.down), used)
    case UInt8(ascii: "C"): return (.key(.right), used)
    case UInt8(ascii: "D"): return (.key(.left), used)
    case UInt8(ascii: "H"): return (.key(.home), used)
    case UInt8(ascii: "F"): return (.key(.end), used)
    case UInt8(ascii: "Z"): return (.key(.backTab), used)
    case UInt8(ascii: "P"): return (.key(.function(1)), used)
    case UInt8(ascii: "Q"): return (.key(.function(2)), used)
    case UInt8(ascii: "S"): return (.key(.function(4)), used)
    case UInt8(ascii: "~"):
      if params.first == 200 {
        pasting = []
        return (nil, used)
      }
      return (tilde(params.first ?? 0).map(InputEvent.key), used)
    default:
      return (nil, used)
    }
  }

  private func tilde(_ code: Int) -> Key? {
    switch code {
    case 1, 7: return .home
    case 2: return .insert
    case 3: return .delete
    case 4, 8: return .end
    case 5: return .pageUp
    case 6: return .pageDown
    case 11...15: return .function(code - 10)
    case 17...21: return .function(code - 11)
    case 23, 24: return .function(code - 12)
    default: return nil
    }
  }

  private func mouse(_ body: Substring, pressed: Bool) -> InputEvent? {
    let parts = body.split(separator: ";").compactMap { Int($0) }
    guard parts.count == 3 else { return nil }
    let code = parts[0]
    let (x, y) = (parts[1] - 1, parts[2] - 1)
    if code & 64 != 0 { return .mouse(MouseEvent(kind: code & 1 == 0 ? .wheelUp : .wheelDown, x: x, y: y)) }
    let kind: MouseEvent.Kind = code & 32 != 0 ? .drag : pressed ? .press : .release
    return .mouse(MouseEvent(kind: kind, button: code & 3, x: x, y: y))
  }

  /// Collects pasted bytes up to `ESC [ 201 ~`; false while the end has not arrived.
  private mutating func consumePaste(into events: inout [InputEvent]) -> Bool {
    let end: [UInt8] = [0x1B, 0x5B, 0x32, 0x30, 0x31, 0x7E]
    guard let range = pending.firstRange(of: end) else {
      // Keep a possible partial terminator; move the rest into the paste.
      let keep = min(pending.count, end.count - 1)
      pasting? += pending.dropLast(keep)
      pending = Array(pending.suffix(keep))
      return false
    }
    pasting? += pending[..<range.lowerBound]
    pending.removeSubrange(..<range.upperBound)
    let text = String(decoding: pasting ?? [], as: UTF8.self)
    pasting = nil
    events.append(.paste(TextCleaner.clean(text)))
    return true
  }
}

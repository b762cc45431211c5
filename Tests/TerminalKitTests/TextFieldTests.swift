import Testing
import TestSupport
@testable import TerminalKit

struct TextFieldTests {
  func typing(_ events: [InputEvent], limit: Int? = nil, start: String = "") -> TextField {
    var field = TextField(text: start, limit: limit)
    for event in events { field.handle(event) }
    return field
  }

  static func keys(_ text: String) -> [InputEvent] { text.map { .key(.character(String($0))) } }

  @Test("editing keys", arguments: [
    (keys("猫a") + [.key(.left), .key(.character("🍎"))], "猫🍎a", 2),
    (keys("abc") + [.key(.home), .key(.delete)], "bc", 0),
    (keys("abc") + [.key(.left), .key(.backspace)], "ac", 1),
    (keys("ab") + [.key(.home), .key(.backspace), .key(.end), .key(.character("c"))], "abc", 3),
    ([.paste("hello\nworld\u{1B}[31m!")], "hello world!", 12),
    (keys("e") + [.key(.character("👨‍👩‍👧"))], "e👨‍👩‍👧", 2),
    (keys("abc") + [.key(.control("a")), .key(.character("x"))], "xabc", 1),
    (keys("abc") + [.key(.home), .key(.control("e")), .key(.character("x"))], "abcx", 4),
    (keys("hello world") + [.key(.left), .key(.left), .key(.control("u"))], "ld", 0),
    (keys("hello world") + [.key(.left), .key(.left), .key(.control("k"))], "hello wor", 9),
    (keys("送到 门口 ") + [.key(.control("w"))], "送到 ", 3),
    (keys("one two") + [.key(.control("w")), .key(.control("w")), .key(.control("w"))], "", 0),
  ])
  func editing(events: [InputEvent], text: String, cursor: Int) {
    let field = typing(events)
    #expect(field.text == text)
    #expect(field.cursor == cursor)
  }

  @Test func theLimitCountsCharactersNotBytesOrColumns() {
    let field = typing(Self.keys("超级猜图游戏") + [.paste("多出来的")], limit: 5)
    #expect(field.text == "超级猜图游")
    #expect(field.count == 5)
    #expect(typing([.paste("👨‍👩‍👧👨‍👩‍👧👨‍👩‍👧")], limit: 2).text == "👨‍👩‍👧👨‍👩‍👧")
  }

  @Test func keysItDoesNotUseAreLeftToTheProgram() {
    var field = TextField()
    let enter = field.handle(.key(.enter)), escape = field.handle(.key(.escape)), question = field.handle(.key(.character("?")))
    #expect(!enter && !escape && question)
    #expect(field.text == "?")
  }

  @Test func itDrawsByDisplayWidthAndKeepsTheCursorInView() {
    var buffer = CellBuffer(size: Size(columns: 8, rows: 1))
    let field = typing(Self.keys("超级猜图游戏"))
    field.draw(in: Rect(x: 0, y: 0, width: 8, height: 1), focused: true, into: &buffer)
    #expect(buffer.lines == ["图游戏"])
    var empty = CellBuffer(size: Size(columns: 12, rows: 1))
    TextField(placeholder: "搜索商品").draw(in: Rect(x: 0, y: 0, width: 12, height: 1), focused: false, into: &empty)
    #expect(empty.lines == ["搜索商品"])
    // Focused and empty, the cursor stands on the placeholder's first character.
    var focused = CellBuffer(size: Size(columns: 12, rows: 1))
    TextField(placeholder: "搜索商品").draw(in: Rect(x: 0, y: 0, width: 12, height: 1), focused: true, into: &focused)
    #expect(focused.lines == ["搜索商品"] && focused[0, 0].style == Theme.focused && focused[2, 0].style == Theme.dim)
  }
}

struct RectSplitTests {
  @Test("rows and columns share out the length", arguments: [
    (24, [RectPart.fixed(1), .fill(1), .fixed(1)], [1, 22, 1]),
    (80, [.fill(1), .fill(3)], [20, 60]),
    (10, [.fill(1), .fill(1), .fill(1)], [4, 3, 3]),
    (3, [.fixed(2), .fixed(2), .fill(1)], [2, 1, 0]),
    (0, [.fixed(1), .fill(1)], [0, 0]),
  ])
  func split(length: Int, parts: [RectPart], sizes: [Int]) {
    let rows = Rect(x: 2, y: 3, width: 5, height: length).rows(parts)
    #expect(rows.map(\.height) == sizes)
    #expect(rows.first?.y == 3)
    #expect(zip(rows, rows.dropFirst()).allSatisfy { $0.maxY == $1.y })
    let columns = Rect(x: 4, y: 0, width: length, height: 2).columns(parts)
    #expect(columns.map(\.width) == sizes)
    #expect(columns.last?.maxX == 4 + length)
  }
}

struct NavigationTests {
  @Test func pushPopReplaceAndTheRoot() {
    var stack = NavigationStack(root: "home")
    stack.apply(.push("market"))
    stack.apply(.push("product"))
    #expect(stack.screens == ["home", "market", "product"])
    stack.apply(.replace("cart"))
    #expect(stack.top == "cart")
    stack.apply(.popToRoot)
    #expect(stack.screens == ["home"])
    let popped = stack.apply(.pop)
    #expect(!popped)
    #expect(stack.screens == ["home"])
  }

  @Test func theHostAppliesEffectsAndQuitsAtTheRoot() {
    var host = ScreenHost<String, String>(root: "list")
    let opened = host.apply([.navigate(.push("detail")), .present("confirm")])
    #expect(opened == .continue)
    #expect(host.overlay == "confirm")
    let back = host.apply([.dismiss, .navigate(.pop)])
    #expect(back == .continue)
    #expect(host.stack.screens == ["list"])
    let left = host.apply([.navigate(.pop)])
    #expect(left == .quit)
  }
}

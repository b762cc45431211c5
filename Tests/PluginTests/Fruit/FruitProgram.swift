import GameCore
import PlistKit
import TerminalKit

/// What the player does in a basket.
public enum BasketAction: Equatable, Sendable {
  case next, previous, eat
}

/// What the basket's rules ask the program to do.
public enum BasketEffect: Equatable, Sendable {
  case save
}

/// The basket's rules: a value, with no terminal, files or clock inside.
public struct BasketState: Equatable, Sendable {
  public var fruit: [Fruit]
  public var eaten: [Bool]
  public var selected = 0

  public init(fruit: [Fruit], eaten: [Int] = []) {
    self.fruit = fruit
    self.eaten = fruit.indices.map(eaten.contains)
  }

  public mutating func reduce(_ action: BasketAction) -> [BasketEffect] {
    switch action {
    case .next: selected = min(selected + 1, max(fruit.count - 1, 0))
    case .previous: selected = max(selected - 1, 0)
    case .eat:
      guard fruit.indices.contains(selected), !eaten[selected] else { return [] }
      eaten[selected] = true
      return [.save]
    }
    return []
  }

  public var eatenIndices: [Int] { eaten.indices.filter { eaten[$0] } }
}

/// The basket on a terminal: keys become actions, effects are run, the state is drawn.
struct FruitProgram: Program {
  var state: BasketState
  var session: PackSession

  var scriptName: String { "fruit" }

  mutating func handle(_ event: InputEvent, now: Double) -> ProgramOutcome {
    let action: BasketAction
    switch event {
    case .key(.down): action = .next
    case .key(.up): action = .previous
    case .key(.enter), .key(.character(" ")): action = .eat
    case .key(.escape): return .quit
    default: return .ignored  // the front end may use it: `?` shows the help
    }
    run(state.reduce(action))
    return .continue
  }

  private mutating func run(_ effects: [BasketEffect]) {
    for effect in effects where effect == .save {
      _ = session.save(.dictionary(PlistDictionary([("eaten", .array(state.eatenIndices.map { .integer(Int64($0)) }))])))
    }
  }

  func draw(into buffer: inout CellBuffer) {
    _ = buffer.write(session.packName, x: 1, y: 0)
    for (i, fruit) in state.fruit.enumerated() {
      let marker = i == state.selected ? ">" : " "
      _ = buffer.write("\(marker) \(fruit.name)", x: 1, y: 2 + i)
      _ = buffer.write(state.eaten[i] ? "eaten" : "\(fruit.sweetness)/10", x: 20, y: 2 + i)
    }
    // The key bar is the mode's to draw: on the last row, from the same hints `?` shows.
    KeyBar.draw(keyHints, into: &buffer)
  }

  var keyHints: [KeyHint] { [KeyHint("↑↓", "choose"), KeyHint("Enter", "eat"), KeyHint("Esc", "leave")] }
  var howToPlay: [String] { ["Choose a fruit and eat it; the basket remembers what you ate."] }

  var scriptCommands: [String] { ["eat"] }

  mutating func perform(script words: [String], now: Double) -> ScriptOutcome {
    guard words == ["eat"] else { return .unknown }
    run(state.reduce(.eat))
    return .done
  }

  func scriptState() -> JSON {
    .object([("selected", state.fruit.indices.contains(state.selected) ? .string(state.fruit[state.selected].name) : .null),
             ("eaten", .array(state.eatenIndices.map { .string(state.fruit[$0].name) }))])
  }
}

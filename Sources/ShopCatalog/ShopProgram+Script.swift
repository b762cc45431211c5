import GameCore
import PlistKit
import TerminalKit

/// The script front end's commands and JSON for the shop.
extension ShopProgram {
  public var scriptCommands: [String] { ["tab", "category", "open", "add", "minus", "select", "search", "history", "back"] }

  public mutating func perform(script words: [String], now: Double) -> ScriptOutcome {
    let rest = Array(words.dropFirst())
    let argument = rest.joined(separator: " ")
    switch words[0] {
    case "tab":
      guard rest.count == 1, let tab = ShopTab(rawValue: rest[0]) else { return .refused("'tab' needs home, market, cart or mine") }
      choose(tab, now: now)
    case "category":
      let count = state.shop.categories.count
      guard rest.count == 1, let n = Int(rest[0]), (1...max(1, count)).contains(n), count > 0 else {
        return .refused("'category' needs a number from 1 to \(count)")
      }
      if state.tab != .market || state.screen != .tab(.market) { choose(.market, now: now) }
      send(.categoryChosen(n - 1), now: now)
      marketRow = state.market.productRows.first { $0 > state.market.sectionStarts[n - 1] } ?? marketRow
    case "open", "add", "minus":
      guard rest.count == 1 else { return .refused("'\(words[0])' needs a product id, such as: \(words[0]) \(state.shop.allProductIDs.first ?? "1")") }
      guard state.shop.products[rest[0]] != nil else { return .refused("there is no product '\(ScriptRunner.quoted(rest[0]))'") }
      let actions: [String: ShopAction] = ["open": .productOpened(rest[0]), "add": .added(rest[0]), "minus": .removedOne(rest[0])]
      if let action = actions[words[0]] { send(action, now: now) }
    case "select":
      switch argument {
      case "all": send(.allSelected(true), now: now)
      case "none": send(.allSelected(false), now: now)
      case "": return .refused("'select' needs a product id, all or none")
      default:
        guard state.cart.quantity(of: argument) > 0 else { return .refused("'\(ScriptRunner.quoted(argument))' is not in the cart") }
        send(.selectionToggled(argument), now: now)
      }
    case "search":
      guard !argument.isEmpty else { return .refused("'search' needs words, such as: search 苹果") }
      searchField = TextField(text: argument, limit: 40, placeholder: searchField.placeholder)
      send(.searched(argument), now: now)
    case "history":
      guard argument == "clear" else { return .refused("'history' takes one word: clear") }
      send(.historyCleared, now: now)
    case "back":
      guard rest.isEmpty else { return .refused("'back' takes no argument") }
      guard !state.host.stack.isAtRoot || state.host.overlay != nil else { return .handled(.quit) }
      send(.back, now: now)
    default:
      return .unknown
    }
    return .done
  }

  private static func money(_ value: Money) -> JSON { .string(value.plain) }

  public func scriptState() -> JSON {
    let bill = state.bill
    var members: [(String, JSON)] = [("screen", .string(screenName)), ("badge", .int(Int64(state.cart.units)))]
    let lines = state.cart.lines.map { line -> JSON in
      let product = state.shop.products[line.id]
      return .object([("id", .string(line.id)), ("name", .string(product?.name ?? "")), ("quantity", .int(Int64(line.quantity))),
                      ("price", Self.money(product?.price ?? .zero)), ("selected", .bool(line.selected))])
    }
    members.append(("cart", .object([("lines", .array(lines)), ("goods", Self.money(bill.goods)), ("delivery", Self.money(bill.delivery)),
                                     ("total", Self.money(bill.total))])))
    members.append(("message", state.message.map(JSON.string) ?? .null))
    switch state.screen {
    case .tab(.market):
      let index = state.category
      if state.shop.categories.indices.contains(index) {
        let category = state.shop.categories[index]
        members.append(("category", .object([("index", .int(Int64(index + 1))), ("name", .string(category.name))])))
        members.append(("products", .array(category.productIDs.compactMap { id in
          state.shop.products[id].map { .object([("id", .string($0.id)), ("name", .string($0.name)), ("price", Self.money($0.price)),
                                                  ("stock", .int(Int64($0.stock)))]) }
        })))
      }
    case .search:
      members.append(("query", .string(state.query)))
      members.append(("results", .array(state.results.compactMap { id in
        state.shop.products[id].map { .object([("id", .string($0.id)), ("name", .string($0.name))]) }
      })))
      members.append(("history", .array(state.history.map(JSON.string))))
    case .product(let id): members.append(("product", .string(id)))
    default: break
    }
    return .object(members)
  }

  var screenName: String {
    switch state.screen {
    case .tab(let tab): tab.rawValue
    case .product: "product"
    case .search: "search"
    }
  }
}

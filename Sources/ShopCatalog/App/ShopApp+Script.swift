import GameCore
import TerminalKit

/// The script front end's commands: each is checked before anything changes (a refused command
/// leaves the state as it was), then runs as the keys would — the same effects, applied by the
/// same root. Verbs of one screen are that screen's (`ShopScreenFeature.script`).
extension ShopApp {
  static let scriptVerbs = ["tab", "category", "open", "add", "minus", "select", "search", "history", "back", "orders", "order", "reorder",
                            "coupons", "messages", "expand", "faq", "addresses", "checkout", "address", "slot", "pay", "coupon", "note",
                            "confirm", "bind", "feedback", "settings", "reset", "yes", "no", "guide"]

  mutating func perform(script words: [String], world: ShopWorld) -> ScriptOutcome {
    let rest = Array(words.dropFirst())
    let argument = rest.joined(separator: " ")
    func noArgument() -> ScriptOutcome? { rest.isEmpty ? nil : .refused("'\(words[0])' takes no argument") }
    func run(_ effects: [ShopEffect]) -> ScriptOutcome {
      notice = nil
      return apply(effects, world: world) ? .handled(.quit) : .done
    }
    switch words[0] {
    case "tab":
      guard rest.count == 1, let tab = ShopTab(rawValue: rest[0]), tabs.contains(tab) else {
        let names = tabs.map(\.rawValue)
        return .refused("'tab' needs \(names.dropLast().joined(separator: ", ")) or \(names.last ?? "")")
      }
      return run([.selectTab(tab)])
    case "category":
      var market = self
      if tab != .market || !stack.isAtRoot { market.select(.market) }
      let outcome = market.delegate(words, world: world)
      if case .refused = outcome { return outcome }
      self = market
      return outcome
    case "open", "add", "minus":
      guard rest.count == 1 else {
        return .refused("'\(words[0])' needs a product id, such as: \(words[0]) \(search.productIDs.first ?? "1")")
      }
      guard shop.products[rest[0]] != nil else { return .refused("there is no product '\(ScriptRunner.quoted(rest[0]))'") }
      let change: AccountChange = words[0] == "add" ? .add(rest[0]) : .removeOne(rest[0])
      let effect: ShopEffect = words[0] == "open" ? .push(.product(rest[0])) : .account(change)
      return run([effect])
    case "select":
      switch argument {
      case "all": return run([.account(.selectAll(true))])
      case "none": return run([.account(.selectAll(false))])
      case "": return .refused("'select' needs a product id, all or none")
      default:
        guard account.cart.quantity(of: argument) > 0 else { return .refused("'\(ScriptRunner.quoted(argument))' is not in the cart") }
        return run([.account(.toggle(argument))])
      }
    case "search":
      guard !argument.isEmpty else { return .refused("'search' needs words, such as: search 苹果") }
      guard case .search = stack.top else { return run([.push(.search(argument))]) }
      return delegate(words, world: world)
    case "history":
      guard argument == "clear" else { return .refused("'history' takes one word: clear") }
      return run([.account(.clearHistory)])
    case "back":
      if let refusal = noArgument() { return refusal }
      guard !stack.isAtRoot || overlay != nil else { return .handled(.quit) }
      return run([overlay != nil ? .dismiss : .pop])
    case "orders", "coupons", "messages", "addresses":
      if let refusal = noArgument() { return refusal }
      let routes: [String: ShopRoute] = ["orders": .orders, "coupons": .coupons, "messages": .messages, "addresses": .addresses]
      notice = nil
      if let route = routes[words[0]] { openPage(route, world: world) }
      return .done
    case "order", "reorder":
      let count = env.orders.count
      guard count > 0 else { return .refused("there are no orders") }
      guard rest.count == 1, let n = Int(rest[0]), (1...count).contains(n) else {
        return .refused("'\(words[0])' needs a number from 1 to \(count)")
      }
      if words[0] == "reorder" { return run([.account(.reorder(n - 1))]) }
      notice = nil
      if case .orders = stack.top {} else { openPage(.orders, world: world) }
      return delegate(words, world: world)
    case "faq":
      if rest.count == 1 {
        let count = shop.account.help.count
        guard count > 0 else { return .refused("there are no questions") }
        guard let n = Int(rest[0]), (1...count).contains(n) else { return .refused("'faq' needs a number from 1 to \(count)") }
      } else if let refusal = noArgument() {
        return refusal
      }
      if case .help = stack.top {} else { openPage(.help, world: world) }
      return rest.isEmpty ? .done : delegate(words, world: world)
    case "expand":
      guard case .messages = stack.top else { return .refused("'expand' works on the messages: send 'messages' first") }
      return delegate(words, world: world)
    case "checkout":
      if let refusal = noArgument() { return refusal }
      guard account.cart.lines.contains(where: \.selected) else {
        let notice: ShopNotice = account.cart.lines.isEmpty ? .cartEmpty : .checkout(.selectFirst)
        return .refused(notice.text(env))
      }
      return run([.readClock, .push(.checkout)])
    case "address": return address(rest, world: world)
    case "slot", "pay", "coupon", "note", "confirm":
      guard case .checkout = stack.top else { return .refused("'\(words[0])' works at checkout: send 'checkout' first") }
      return delegate(words, world: world)
    case "bind":
      notice = nil
      if case .coupons = stack.top {} else { openPage(.coupons, world: world) }
      return delegate(words, world: world)
    case "feedback":
      if !rest.isEmpty {
        var trial = account
        if let refusal = trial.sendFeedback(argument, at: today) { return .refused(ShopNotice.feedback(refusal).text(env)) }
      }
      notice = nil
      if case .feedback = stack.top {} else { openPage(.feedback, world: world) }
      return rest.isEmpty ? .done : delegate(words, world: world)
    case "settings", "reset":
      if let refusal = noArgument() { return refusal }
      notice = nil
      if case .settings = stack.top {} else { openPage(.settings, world: world) }
      if words[0] == "reset" { return run([.present(.confirmReset)]) }
      return .done
    case "yes", "no":
      guard let overlay, overlay != .splash(until: nil) else { return .refused("there is no question to answer") }
      if case .guide = overlay { return .refused("the guide asks nothing: 'key enter' turns its pages, 'back' closes it") }
      guard let effects = overlayEffects(overlay, .key(.character(words[0] == "yes" ? "y" : "n"))) else { return .done }
      return run(effects)
    case "guide":
      if let refusal = noArgument() { return refusal }
      guard !env.guidePages.isEmpty else { return .refused(ShopNotice.noGuide.text(env)) }
      return run([.present(.guide(page: 0))])
    default:
      return delegate(words, world: world)
    }
  }

  /// A verb of the screen shown.
  mutating func delegate(_ words: [String], world: ShopWorld) -> ScriptOutcome {
    var box = stack.top.box
    switch box.script(words, env: env) {
    case nil: return .unknown
    case .refused(let reason)?: return .refused(reason)
    case .effects(let effects)?:
      notice = nil
      stack.top = box.screen
      return apply(effects, world: world) ? .handled(.quit) : .done
    }
  }
}

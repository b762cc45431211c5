import GameCore
import TerminalKit

/// The script's `address` verb: `address N` (at checkout: that address for the order; else the
/// default), `address new key=value…`, `address edit N key=value…`, `address delete N`. A form is
/// checked whole before anything changes.
extension ShopApp {
  mutating func address(_ rest: [String], world: ShopWorld) -> ScriptOutcome {
    let usage = "'address' needs N, new key=value…, edit N key=value… or delete N (keys: name, title, phone, city, area, detail)"
    guard let first = rest.first else { return .refused(usage) }
    let count = account.addresses.count
    func index(_ word: String) -> Int? { Int(word).flatMap { count > 0 && (1...count).contains($0) ? $0 - 1 : nil } }
    var atCheckout = false
    if case .checkout = stack.top { atCheckout = true }
    switch first {
    case "new", "edit":
      var editing: Int?
      var pairs = Array(rest.dropFirst())
      if first == "edit" {
        guard let word = pairs.first, let i = index(word) else { return .refused("'address edit' needs a number from 1 to \(count)") }
        editing = i
        pairs.removeFirst()
      } else if account.addressesFull {
        return .refused(ShopNotice.addressesFull.text(env))
      }
      var form = editing.map { AddressRules.Form(account.addresses[$0]) } ?? AddressRules.Form()
      switch Self.fill(&form, pairs) {
      case .failure(let refusal): return .refused(refusal.message)
      case .success: break
      }
      if case .failure(let problem) = AddressRules.validate(form, cities: shop.account.cities, phone: env.phoneRule, shortest: env.addressShortest) {
        return .refused(env.problemText(problem))
      }
      notice = nil
      if !atCheckout, !isOnAddresses { openPage(.addresses, world: world) }
      return apply([.account(.saveAddress(form, editing: editing, fromCheckout: atCheckout))], world: world) ? .handled(.quit) : .done
    case "delete":
      guard rest.count == 2, let i = index(rest[1]) else { return .refused("'address delete' needs a number from 1 to \(count)") }
      notice = nil
      if !isOnAddresses { openPage(.addresses, world: world) }
      overlay = .confirmDeleteAddress(i)
      return .done
    default:
      guard rest.count == 1, let i = index(first) else { return .refused(count == 0 ? "there are no addresses: address new …" : usage) }
      notice = nil
      if atCheckout { return delegate(["address", first], world: world) }
      return apply([.account(.setDefault(i))], world: world) ? .handled(.quit) : .done
    }
  }

  private var isOnAddresses: Bool {
    if case .addresses = stack.top { return true }
    return false
  }

  /// The form's fields from `key=value` words.
  static func fill(_ form: inout AddressRules.Form, _ pairs: [String]) -> Result<Void, ScriptRefusal> {
    for pair in pairs {
      guard let equals = pair.firstIndex(of: "=") else { return .failure(ScriptRefusal("'\(ScriptRunner.quoted(pair))' is not key=value")) }
      let key = String(pair[..<equals]), value = String(pair[pair.index(after: equals)...])
      switch key {
      case "name": form.name = value
      case "title":
        let titles: [String: Address.Title] = ["先生": .mr, "女士": .ms, "mr": .mr, "ms": .ms]
        guard let title = titles[value.lowercased()] ?? titles[value] else {
          return .failure(ScriptRefusal("'title' is 先生 (mr) or 女士 (ms)"))
        }
        form.title = title
      case "phone": form.phone = value
      case "city": form.city = value
      case "area": form.area = value
      case "detail": form.detail = value
      default: return .failure(ScriptRefusal("unknown field '\(ScriptRunner.quoted(key))': name, title, phone, city, area or detail"))
      }
    }
    return .success(())
  }
}

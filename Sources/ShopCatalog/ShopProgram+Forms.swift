import GameCore
import TerminalKit

/// Keys on the address form, feedback, settings and the overlays (dialogs, guide, splash).
extension ShopProgram {
  mutating func loadFormFields() {
    formFields = AddressFormFields(state.form?.fields ?? AddressRules.Form())
  }

  mutating func handleAddressForm(_ event: InputEvent, now: Double) -> ProgramOutcome {
    guard let form = state.form else { return .ignored }
    let rows = AddressFormFields.Row.allCases.filter { $0 != .delete || form.editing != nil }
    var index = rows.firstIndex(of: formFields.focus) ?? 0
    let row = rows[index]
    let sideways = event == .key(.left) || event == .key(.right)
    if row == .title, sideways || event == .key(.character(" ")) {
      var fields = form.fields
      fields.title = event == .key(.left) ? .mr : event == .key(.right) ? .ms : (form.fields.title == .mr ? .ms : .mr)
      send(.addressFormChanged(fields), now: now)
      return .continue
    }
    let cities = state.shop.account.cities
    // ←→ go through the pack's cities while the field is empty or holds one of them.
    if row == .city, sideways, !cities.isEmpty, formFields.city.text.isEmpty || cities.contains(formFields.city.text) {
      let current = cities.firstIndex(of: formFields.city.text) ?? (event == .key(.right) ? -1 : 0)
      let next = (current + (event == .key(.right) ? 1 : cities.count - 1)) % cities.count
      formFields.city = TextField(text: cities[next], limit: 20, placeholder: formFields.city.placeholder)
      send(.addressFormChanged(formFields.form(title: form.fields.title)), now: now)
      return .continue
    }
    if event == .key(.control("s")) || event == .key(.enter) && row == .save {
      send(.addressSaved, now: now)
      if state.screen != .addressForm { checkoutFocus = focusOfChoice() }
      return .continue
    }
    switch event {
    case .key(.up), .key(.backTab):
      index = max(0, index - 1)
    case .key(.down):
      index = min(rows.count - 1, index + 1)
    case .key(.enter):
      if row == .delete, let editing = form.editing {
        send(.addressDeleteAsked(editing), now: now)
        return .continue
      }
      index = min(rows.count - 1, index + 1)
    default:
      guard var field = formFields[row], field.handle(event) else { return .ignored }
      formFields[row] = field
      send(.addressFormChanged(formFields.form(title: form.fields.title)), now: now)
      return .continue
    }
    formFields.focus = rows[index]
    return .continue
  }

  mutating func handleFeedback(_ event: InputEvent, now: Double) -> ProgramOutcome {
    if event == .key(.enter) {
      send(.feedbackSent(feedbackField.text), now: now)
      if state.screen != .feedback { feedbackField.clear() }
      return .continue
    }
    return feedbackField.handle(event) ? .continue : .ignored
  }

  /// 设置's entries: 关于 (its lines), 清除缓存, 重置本店数据, 新手引导.
  mutating func handleSettings(_ event: InputEvent, now: Double) -> ProgramOutcome {
    switch event {
    case .key(.up): pageFocus = max(0, pageFocus - 1)
    case .key(.down): pageFocus = min(SettingsView.entries - 1, pageFocus + 1)
    case .key(.enter), .key(.character(" ")):
      switch pageFocus {
      case 1: send(.cacheClearAsked, now: now)
      case 2: send(.resetAsked, now: now)
      case 3: send(.guideOpened, now: now)
      default: return .ignored
      }
    default: return .ignored
    }
    return .continue
  }

  /// The overlay takes every key first.
  mutating func handleOverlay(_ overlay: ShopOverlay, _ event: InputEvent, now: Double) -> ProgramOutcome {
    let yes = event == .key(.character("y")) || event == .key(.enter)
    let no = event == .key(.character("n")) || event == .key(.escape)
    switch overlay {
    case .confirmClearHistory:
      if yes { send(.historyCleared, now: now) } else if no { send(.overlayDismissed, now: now) } else { return .ignored }
    case .confirmDeleteAddress(let i):
      if yes {
        send(.addressDeleted(i), now: now)
        if state.screen == .addressForm { send(.back, now: now) }
      } else if no { send(.overlayDismissed, now: now) } else { return .ignored }
    case .confirmReset:
      if yes { send(.resetConfirmed, now: now) } else if no { send(.overlayDismissed, now: now) } else { return .ignored }
    case .guide(let page):
      let last = page == state.shop.presentation.guide.count - 1
      switch event {
      case .key(.right), .key(.character(" ")): send(last ? .guideFinished : .guidePageTurned(1), now: now)
      case .key(.left): send(.guidePageTurned(-1), now: now)
      case .key(.enter): send(last ? .guideFinished : .guidePageTurned(1), now: now)
      case .key(.escape), .key(.character("s")): send(.guideFinished, now: now)
      default: return .ignored
      }
    case .splash:
      // Any key skips the splash, and does nothing else.
      send(.overlayDismissed, now: now)
    }
    return .continue
  }
}

import TerminalKit

/// The address form: a row per field, Mr/Ms as a choice, the city from the pack's list, 保存 (and
/// 删除 when editing); the first problem shown above once a save was tried. Opened from the
/// addresses, or from checkout (where the saved address becomes the order's).
enum AddressFormScreen: ShopScreenFeature {
  enum Row: Int, CaseIterable, Equatable, Sendable { case name, title, phone, city, area, detail, save, delete }

  struct State: Equatable, Sendable {
    var editing: Int?
    var fromCheckout = false
    var name: TextField
    var title: Address.Title?
    var phone: TextField
    var city: TextField
    var area: TextField
    var detail: TextField
    var focus = Row.name
    /// The first thing wrong, after a save was tried.
    var problem: AddressProblem?

    init(editing: Int?, fromCheckout: Bool, address: Address?, words: Words) {
      self.editing = editing
      self.fromCheckout = fromCheckout
      let form = address.map(AddressRules.Form.init) ?? AddressRules.Form()
      let longest = AddressRules.longest
      name = TextField(text: form.name, limit: longest.name, placeholder: words(.placeholderName))
      title = form.title
      phone = TextField(text: form.phone, limit: 20, placeholder: words(.placeholderPhone))
      city = TextField(text: form.city, limit: longest.city, placeholder: words(.placeholderCity))
      area = TextField(text: form.area, limit: longest.area, placeholder: words(.placeholderArea))
      detail = TextField(text: form.detail, limit: longest.detail, placeholder: words(.placeholderDetail))
    }

    var form: AddressRules.Form {
      AddressRules.Form(name: name.text, title: title, phone: phone.text, city: city.text, area: area.text, detail: detail.text)
    }

    /// The field of a text row.
    subscript(row: Row) -> TextField? {
      get {
        switch row {
        case .name: name
        case .phone: phone
        case .city: city
        case .area: area
        case .detail: detail
        default: nil
        }
      }
      set {
        guard let newValue else { return }
        switch row {
        case .name: name = newValue
        case .phone: phone = newValue
        case .city: city = newValue
        case .area: area = newValue
        case .detail: detail = newValue
        default: break
        }
      }
    }

    /// The rows the focus moves through: 删除 only when editing.
    var rows: [Row] { Row.allCases.filter { $0 != .delete || editing != nil } }
  }

  enum Action: Equatable, Sendable {
    case focused(Row)
    case titleChosen(Address.Title)
    case edited(Row, TextField)
    /// All fields at once (a script's `address new key=value…`).
    case filled(AddressRules.Form)
    case saveAsked
    case deleteAsked
  }

  static let name = "address-form"

  static func reduce(into state: inout State, _ action: Action, env: ShopEnvironment) -> [ShopEffect] {
    switch action {
    case .focused(let row): state.focus = row
    case .titleChosen(let title):
      state.title = title
      state.problem = nil
    case .edited(let row, let field):
      state[row] = field
      state.problem = nil
    case .filled(let form):
      let filled = State(editing: state.editing, fromCheckout: state.fromCheckout,
                         address: Address(name: form.name, title: form.title ?? .mr, phone: form.phone, city: form.city, area: form.area,
                                          detail: form.detail), words: env.words)
      state = filled
      state.title = form.title
    case .saveAsked:
      if case .failure(let problem) = AddressRules.validate(state.form, cities: env.shop.account.cities, phone: env.phoneRule, shortest: env.addressShortest) {
        state.problem = problem
        return [.notice(.address(problem))]
      }
      return [.account(.saveAddress(state.form, editing: state.editing, fromCheckout: state.fromCheckout))]
    case .deleteAsked:
      guard let editing = state.editing else { return [] }
      return [.present(.confirmDeleteAddress(editing))]
    }
    return []
  }

  static func action(for event: InputEvent, state: State, env: ShopEnvironment, area: Rect) -> Action? {
    let rows = state.rows
    let index = rows.firstIndex(of: state.focus) ?? 0
    let row = rows[index]
    let sideways = event == .key(.left) || event == .key(.right)
    if row == .title, sideways || event == .key(.character(" ")) {
      return .titleChosen(event == .key(.left) ? .mr : event == .key(.right) ? .ms : (state.title == .mr ? .ms : .mr))
    }
    let cities = env.shop.account.cities
    // ←→ go through the pack's cities while the field is empty or holds one of them.
    if row == .city, sideways, !cities.isEmpty, state.city.text.isEmpty || cities.contains(state.city.text) {
      let current = cities.firstIndex(of: state.city.text) ?? (event == .key(.right) ? -1 : 0)
      let next = (current + (event == .key(.right) ? 1 : cities.count - 1)) % cities.count
      return .edited(.city, TextField(text: cities[next], limit: state.city.limit, placeholder: state.city.placeholder))
    }
    if event == .key(.control("s")) || event == .key(.enter) && row == .save { return .saveAsked }
    switch event {
    case .key(.up): return .focused(rows[max(0, index - 1)])
    case .key(.down): return .focused(rows[min(rows.count - 1, index + 1)])
    case .key(.enter): return row == .delete ? .deleteAsked : .focused(rows[min(rows.count - 1, index + 1)])
    default:
      guard var field = state[row], field.handle(event) else { return nil }
      return .edited(row, field)
    }
  }

  static func takesText(_ state: State, env: ShopEnvironment) -> Bool { state[state.focus] != nil }

  static func keyHints(_ state: State, env: ShopEnvironment) -> [KeyHint] {
    [KeyHint("↑↓", env.words(.keyField)), KeyHint("^S", env.words(.keySave))]
  }

  static func json(_ state: State, env: ShopEnvironment) -> [(String, JSON)] {
    let form = state.form
    return [("form", .object([("name", .string(form.name)), ("title", form.title.map { .string(env.titleWord($0)) } ?? .null),
                              ("phone", .string(form.phone)), ("city", .string(form.city)), ("area", .string(form.area)),
                              ("detail", .string(form.detail)), ("problem", state.problem.map { .string(env.problemText($0)) } ?? .null)]))]
  }

  static func rows(_ state: State, env: ShopEnvironment) -> [PageRow] {
    let w = env.words
    // The labels are padded to one width, so that the fields line up in a column.
    let labels: [Row: String] = [.name: w(.fieldName), .title: w(.fieldTitle), .phone: w(.fieldPhone), .city: w(.fieldCity),
                                 .area: w(.fieldArea), .detail: w(.fieldDetail)]
    let width = labels.values.map(DisplayWidth.of).max() ?? 0
    func label(_ row: Row) -> String { DisplayWidth.pad(labels[row] ?? "", to: width) }
    var rows: [PageRow] = []
    if let problem = state.problem { rows.append(PageRow("! " + env.problemText(problem), Theme.wrong)) }
    for row in state.rows {
      let entry = row.rawValue
      switch row {
      case .title:
        let choice = Address.Title.allCases.map { (state.title == $0 ? "● " : "○ ") + env.titleWord($0) }.joined(separator: "  ")
        // The choices start in the fields' column: a text field is drawn one column after its label.
        rows.append(PageRow(label(.title) + " " + choice + "   ←→", Theme.text, entry: entry))
      case .save: rows.append(PageRow(w(.saveButton), Theme.accent, entry: entry))
      case .delete: rows.append(PageRow(w(.deleteAddressButton), Theme.wrong, entry: entry))
      default:
        rows.append(PageRow(label(row), Theme.text, entry: entry, field: state[row]))
        if row == .city, !env.shop.account.cities.isEmpty {
          let cities = w(.citiesHint, env.shop.account.cities.map(TextCleaner.clean).joined(separator: " "))
          rows.append(PageRow(DisplayWidth.pad("", to: width + 1) + cities, Theme.dim))
        }
      }
    }
    return rows
  }

  static func draw(_ state: State, env: ShopEnvironment, canvas: ShopCanvas, in area: Rect, into buffer: inout CellBuffer) {
    let title = env.words(state.editing == nil ? .newAddressTitle : .editAddressTitle)
    PageView.draw(title: title, rows: rows(state, env: env), focus: state.focus.rawValue, in: area, into: &buffer)
  }
}

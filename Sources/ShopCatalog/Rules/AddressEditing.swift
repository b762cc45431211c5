/// The address form being filled in: for a new address or to edit one, from the addresses page
/// or from checkout (where the saved address becomes the order's).
public struct AddressFormState: Equatable, Sendable {
  public var editing: Int?
  public var fields = AddressRules.Form()
  public var fromCheckout = false
  /// The first thing wrong, after a save was tried.
  public var problem: String?

  public init(editing: Int? = nil, fields: AddressRules.Form = AddressRules.Form(), fromCheckout: Bool = false) {
    self.editing = editing
    self.fields = fields
    self.fromCheckout = fromCheckout
  }
}

/// 意见反馈: what the player wrote and when; kept on this machine only.
public struct FeedbackEntry: Equatable, Sendable {
  public var text: String
  public var time: String
}

extension ShopState {
  mutating func reduceAddresses(_ action: ShopAction) -> [ShopEffect] {
    switch action {
    case .addressFormOpened(let editing):
      if let editing, !addresses.indices.contains(editing) {
        message = "There is no address \(editing + 1)"
        return []
      }
      guard editing != nil || addresses.count < AddressRules.mostAddresses else {
        message = "最多保存\(AddressRules.mostAddresses)个地址: 先删掉一个吧"
        return []
      }
      var form = AddressFormState(editing: editing, fromCheckout: screen == .checkout)
      if let editing { form.fields = AddressRules.Form(addresses[editing]) }
      self.form = form
      _ = host.apply([.navigate(.push(.addressForm))])
    case .addressFormChanged(let fields):
      form?.fields = fields
      form?.problem = nil
    case .addressSaved:
      return saveAddress()
    case .addressDeleteAsked(let i):
      guard addresses.indices.contains(i) else {
        message = "There is no address \(i + 1)"
        return []
      }
      host.overlay = .confirmDeleteAddress(i)
    case .addressDeleted(let i):
      host.overlay = nil
      guard addresses.indices.contains(i) else { return [] }
      addresses.remove(at: i)
      // The default follows its address; deleting the default makes the first one the default.
      if let d = defaultAddress { defaultAddress = d == i ? (addresses.isEmpty ? nil : 0) : (d > i ? d - 1 : d) }
      if let chosen = checkout?.address { checkout?.address = chosen == i ? nil : (chosen > i ? chosen - 1 : chosen) }
      message = "地址已删除"
      return [.saveAll]
    case .defaultAddressChosen(let i):
      guard addresses.indices.contains(i) else {
        message = "There is no address \(i + 1)"
        return []
      }
      defaultAddress = i
      message = "默认地址: \(addresses[i].contact)"
      return [.saveAll]
    default:
      break
    }
    return []
  }

  private mutating func saveAddress() -> [ShopEffect] {
    guard let form else { return [] }
    switch AddressRules.validate(form.fields, cities: shop.account.cities) {
    case .failure(let problem):
      self.form?.problem = problem.message
      message = problem.message
      return []
    case .success(let address):
      let index: Int
      if let editing = form.editing, addresses.indices.contains(editing) {
        addresses[editing] = address
        index = editing
      } else {
        addresses.append(address)
        index = addresses.count - 1
      }
      if defaultAddress == nil { defaultAddress = index }
      self.form = nil
      _ = host.stack.apply(.pop)
      if form.fromCheckout, checkout != nil {
        checkout?.address = index
        checkout?.step = .slot
      }
      message = form.editing == nil ? "地址已保存" : "地址已修改"
      return [.saveAll]
    }
  }
}

/// Where an order goes.
public struct Address: Equatable, Sendable {
  public enum Title: String, Equatable, Sendable, CaseIterable {
    case mr = "先生", ms = "女士"
  }

  public var name: String
  public var title: Title
  /// Eleven digits, without the spaces a player may type between them.
  public var phone: String
  public var city: String
  /// 所在地区: the district, the estate.
  public var area: String
  /// 详细地址: building, floor, door.
  public var detail: String

  public init(name: String, title: Title, phone: String, city: String, area: String, detail: String) {
    self.name = name
    self.title = title
    self.phone = phone
    self.city = city
    self.area = area
    self.detail = detail
  }

  /// `张三 先生 138 0013 8000`: the phone in the 3-4-4 groups it is read aloud in.
  public var contact: String {
    let digits = Array(phone)
    let shown = digits.count == 11 ? "\(String(digits[0..<3])) \(String(digits[3..<7])) \(String(digits[7...]))" : phone
    return "\(name) \(title.rawValue) \(shown)"
  }

  /// `北京市 朝阳区望京 6号楼2单元301`.
  public var line: String { [city, area, detail].filter { !$0.isEmpty }.joined(separator: " ") }
}

/// The address form's checks, in the original's order and with its words where they are kind
/// (its message for a missing 先生/女士 mocked the player, and the one for the phone swore: ours
/// say the same thing plainly). Lengths are counted in characters, as a player counts them.
public enum AddressRules {
  /// What the form holds as typed.
  public struct Form: Equatable, Sendable {
    public var name = ""
    public var title: Address.Title?
    public var phone = ""
    public var city = ""
    public var area = ""
    public var detail = ""

    public init(name: String = "", title: Address.Title? = nil, phone: String = "", city: String = "", area: String = "", detail: String = "") {
      self.name = name
      self.title = title
      self.phone = phone
      self.city = city
      self.area = area
      self.detail = detail
    }

    public init(_ address: Address) {
      self.init(name: address.name, title: address.title, phone: address.phone, city: address.city, area: address.area, detail: address.detail)
    }
  }

  /// The address, or the first thing wrong with the form. `cities` is the pack's list (any city
  /// when it is empty).
  public static func validate(_ form: Form, cities: [String]) -> Result<Address, AddressProblem> {
    // The form's fields hold at most these many characters; a script may send more, and a save
    // must not grow without end.
    for (text, label, most) in [(form.name, "名字", longest.name), (form.city, "城市", longest.city), (form.area, "所在地区", longest.area),
                                (form.detail, "详细地址", longest.detail)] where text.trimmingWhitespace.count > most {
      return .failure(AddressProblem("\(label)太长了: 最多\(most)个字"))
    }
    let name = form.name.trimmingWhitespace
    guard name.count >= 2 else { return .failure(AddressProblem("我们需要你的大名~")) }
    guard let title = form.title else { return .failure(AddressProblem("请选择先生或女士~")) }
    // Spaces, hyphens and the full-width space may separate the groups; nothing else may.
    let phone = form.phone.filter { $0 != " " && $0 != "-" && $0 != "\u{3000}" }
    guard phone.count == 11, phone.allSatisfy({ $0.isASCII && $0.isNumber }), phone.first == "1" else {
      return .failure(AddressProblem("没电话,怎么联系你~ (11位手机号码)"))
    }
    let city = form.city.trimmingWhitespace
    guard !city.isEmpty else { return .failure(AddressProblem("你在哪个城市啊~空空的~")) }
    guard cities.isEmpty || cities.contains(city) else {
      return .failure(AddressProblem("暂时只送这些城市: \(cities.joined(separator: "、"))"))
    }
    let area = form.area.trimmingWhitespace
    guard area.count > 2 else { return .failure(AddressProblem("你的位置啊~")) }
    let detail = form.detail.trimmingWhitespace
    guard detail.count > 2 else { return .failure(AddressProblem("在哪里呢啊~上哪找你去啊~")) }
    return .success(Address(name: name, title: title, phone: phone, city: city, area: area, detail: detail))
  }

  /// The most characters of each field (the form's fields stop there too).
  public static let longest = (name: 20, city: 20, area: 40, detail: 60)
  /// The most addresses a player keeps.
  public static let mostAddresses = 20

  /// The original kept area and detail in one string split at the first space, and crashed on
  /// one without a space; read that way, a string without one is all detail.
  public static func split(original text: String) -> (area: String, detail: String) {
    guard let space = text.firstIndex(of: " ") else { return ("", text) }
    return (String(text[..<space]), String(text[text.index(after: space)...]).trimmingWhitespace)
  }
}

/// Why an address form cannot be saved, in the words the player sees.
public struct AddressProblem: Error, Equatable, Sendable {
  public let message: String
  public init(_ message: String) {
    self.message = message
  }
}

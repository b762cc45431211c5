/// Where an order goes.
struct Address: Equatable, Sendable {
  /// Mr or Ms; the raw values are how saves and the original's data write them.
  enum Title: String, Equatable, Sendable, CaseIterable {
    case mr = "先生", ms = "女士"
  }

  var name: String
  var title: Title
  /// As the phone rule keeps it: the digits alone, `+` first for an international number.
  var phone: String
  var city: String
  /// 所在地区: the district, the estate.
  var area: String
  /// 详细地址: building, floor, door.
  var detail: String

  init(name: String, title: Title, phone: String, city: String, area: String, detail: String) {
    self.name = name
    self.title = title
    self.phone = phone
    self.city = city
    self.area = area
    self.detail = detail
  }

  /// `北京市 朝阳区望京 6号楼2单元301`.
  var line: String { [city, area, detail].filter { !$0.isEmpty }.joined(separator: " ") }
}

/// What a phone number must be, a pack's rule (`rules.phone`): 11 digits beginning with 1 for a
/// Chinese mobile; 10 digits of the North American plan (`(555) 123-4567`, `+1` allowed); an
/// international number (`+`, a country code and 8 to 15 digits); or either of the last two,
/// what an English shop takes unless its pack says otherwise.
enum PhoneRule: String, CaseIterable, Equatable, Sendable {
  case china, nanp, international, nanpOrInternational

  /// The number as kept, or nil when it does not fit the rule. Spaces, hyphens, dots and
  /// brackets may separate the groups; nothing else may.
  func normalized(_ text: String) -> String? {
    let kept = text.filter { !" -.()\u{3000}".contains($0) }
    let plus = kept.hasPrefix("+")
    let digits = plus ? String(kept.dropFirst()) : kept
    guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
    switch self {
    case .china:
      return !plus && digits.count == 11 && digits.hasPrefix("1") ? digits : nil
    case .nanp:
      return Self.nanp(digits, plus: plus)
    case .international:
      return plus && (8...15).contains(digits.count) ? "+" + digits : nil
    case .nanpOrInternational:
      return Self.nanp(digits, plus: plus) ?? PhoneRule.international.normalized(text)
    }
  }

  private static func nanp(_ digits: String, plus: Bool) -> String? {
    let national = digits.count == 11 && digits.hasPrefix("1") ? String(digits.dropFirst()) : plus ? "" : digits
    let d = Array(national)
    guard d.count == 10, ("2"..."9").contains(d[0]), ("2"..."9").contains(d[3]) else { return nil }
    return national
  }

  /// A kept number in its groups: `138 0013 8000`, `(555) 123-4567`, `+44 20 7946 0958` as kept.
  /// The number in the groups it is read aloud in under this rule: `138 0013 8000` (China),
  /// `(415) 555-0134` (North America, `+1 ` before it when the 1 was kept), else as kept.
  func shown(_ phone: String) -> String {
    let d = Array(phone)
    guard d.allSatisfy(\.isNumber) else { return phone }
    switch self {
    case .china:
      return d.count == 11 ? "\(String(d[0..<3])) \(String(d[3..<7])) \(String(d[7...]))" : phone
    case .nanp, .nanpOrInternational, .international:
      if d.count == 10 { return "(\(String(d[0..<3]))) \(String(d[3..<6]))-\(String(d[6...]))" }
      if d.count == 11, d[0] == "1" { return "+1 (\(String(d[1..<4]))) \(String(d[4..<7]))-\(String(d[7...]))" }
      return phone
    }
  }
}

/// The address form's checks, in the original's order and with its words where they are kind
/// (its message for a missing 先生/女士 mocked the player, and the one for the phone swore: ours
/// say the same thing plainly). Lengths are counted in characters, as a player counts them.
enum AddressRules {
  /// What the form holds as typed.
  struct Form: Equatable, Sendable {
    var name = ""
    var title: Address.Title?
    var phone = ""
    var city = ""
    var area = ""
    var detail = ""

    init(name: String = "", title: Address.Title? = nil, phone: String = "", city: String = "", area: String = "", detail: String = "") {
      self.name = name
      self.title = title
      self.phone = phone
      self.city = city
      self.area = area
      self.detail = detail
    }

    init(_ address: Address) {
      self.init(name: address.name, title: address.title, phone: address.phone, city: address.city, area: address.area,
                detail: address.detail)
    }
  }

  /// The fields a length applies to.
  enum Field: Equatable, Sendable { case name, city, area, detail }

  /// The fewest characters a name, an area and a detail take: the original's for Chinese (an
  /// area of three, 朝阳区), and for other languages an area of one (a state, `CA`).
  struct Shortest: Equatable, Sendable {
    var name: Int
    var area: Int
    var detail: Int

    static let chinese = Shortest(name: 2, area: 3, detail: 3)
    static let other = Shortest(name: 2, area: 1, detail: 3)
  }

  /// The address, or the first thing wrong with the form. `cities` is the pack's list (any city
  /// when it is empty); `phone` the pack's rule; `shortest` the language's lengths.
  static func validate(_ form: Form, cities: [String], phone rule: PhoneRule, shortest: Shortest = .chinese) -> Result<Address, AddressProblem> {
    // The form's fields hold at most these many characters; a script may send more, and a save
    // must not grow without end.
    for (text, field, most) in [(form.name, Field.name, longest.name), (form.city, .city, longest.city), (form.area, .area, longest.area),
                                (form.detail, .detail, longest.detail)] where text.trimmingWhitespace.count > most {
      return .failure(.tooLong(field, most: most))
    }
    let name = form.name.trimmingWhitespace
    guard !name.isEmpty else { return .failure(.name) }
    guard name.count >= shortest.name else { return .failure(.tooShort(.name, least: shortest.name)) }
    guard let title = form.title else { return .failure(.title) }
    guard let phone = rule.normalized(form.phone) else { return .failure(.phone(rule)) }
    let city = form.city.trimmingWhitespace
    guard !city.isEmpty else { return .failure(.city) }
    guard cities.isEmpty || cities.contains(city) else { return .failure(.cityNotServed(cities)) }
    let area = form.area.trimmingWhitespace
    guard !area.isEmpty else { return .failure(.area) }
    guard area.count >= shortest.area else { return .failure(.tooShort(.area, least: shortest.area)) }
    let detail = form.detail.trimmingWhitespace
    guard !detail.isEmpty else { return .failure(.detail) }
    guard detail.count >= shortest.detail else { return .failure(.tooShort(.detail, least: shortest.detail)) }
    return .success(Address(name: name, title: title, phone: phone, city: city, area: area, detail: detail))
  }

  /// The most characters of each field (the form's fields stop there too).
  static let longest = (name: 20, city: 20, area: 40, detail: 60)
  /// The most addresses a player keeps.
  static let mostAddresses = 20

  /// The original kept area and detail in one string split at the first space, and crashed on
  /// one without a space; read that way, a string without one is all detail.
  static func split(original text: String) -> (area: String, detail: String) {
    guard let space = text.firstIndex(of: " ") else { return ("", text) }
    return (String(text[..<space]), String(text[text.index(after: space)...]).trimmingWhitespace)
  }
}

/// Why an address form cannot be saved.
enum AddressProblem: Error, Equatable, Sendable {
  case tooLong(AddressRules.Field, most: Int)
  case tooShort(AddressRules.Field, least: Int)
  case name, title
  case phone(PhoneRule)
  case city
  case cityNotServed([String])
  case area, detail
}

import GameCore
import PlistKit

// MARK: - Our catalog's keys

/// `account` in a catalog: `coupons`, `addresses`, `cities`, `slots`, `help`, `menu`,
/// `messages`, `servicePhone` (see docs/formats.md).
struct CatalogAccount: PlistModel {
  var account = ShopAccount()

  init(from plist: PlistObject) throws(ModelError) {
    account.coupons = try plist.optional("coupons", as: [CatalogCoupon].self)?.map(\.coupon) ?? []
    let addresses = try plist.optional("addresses", as: [CatalogAddress].self) ?? []
    account.addresses = addresses.map(\.address)
    account.defaultAddress = addresses.firstIndex(where: \.isDefault) ?? (addresses.isEmpty ? nil : 0)
    account.cities = try plist.optional("cities", default: [])
    if let slots = try plist.optional("slots", as: [CatalogDay].self) { account.slots = slots.map(\.day) }
    account.help = try plist.optional("help", as: [HelpModel].self)?.map(\.entry) ?? []
    account.menu = try plist.optional("menu", as: [CatalogMineEntry].self)?.map(\.entry) ?? []
    account.servicePhone = try plist.optional("servicePhone")
    PackTextCheck.check(account.servicePhone, at: "servicePhone", in: plist, longest: 40)
    account.systemMessages = try plist.optional("systemMessages", as: [MessageModel].self)?.map(\.message) ?? []
    account.userMessages = try plist.optional("userMessages", as: [MessageModel].self)?.map(\.message) ?? []
  }
}

struct CatalogCoupon: PlistModel {
  let coupon: Coupon
  init(from plist: PlistObject) throws(ModelError) {
    coupon = Coupon(id: try plist.required("id", as: FlexibleID.self).text, name: try plist.required("name"),
                    value: try plist.required("value"),
                    threshold: try plist.optional("threshold", default: .zero),
                    starts: try plist.required("starts", as: DateText.self).date,
                    ends: try plist.required("ends", as: DateText.self).date,
                    record: try plist.optional("used", default: false) ? .used : .open,
                    description: try plist.optional("description", default: ""), code: try plist.optional("code"))
    coupon.warnIfNeverUsable(endsKey: "ends", context: plist.context)
  }
}

struct CatalogAddress: PlistModel {
  let address: Address
  let isDefault: Bool
  init(from plist: PlistObject) throws(ModelError) {
    let title: String = try plist.optional("title", default: "先生")
    guard let parsed = Address.Title(rawValue: title) ?? ["Mr": .mr, "Ms": .ms][title] else {
      throw ModelError(.invalid("expected 先生 or 女士 (Mr or Ms), found \"\(title.prefix(24))\""), at: PlistPath([.key("title")]))
    }
    address = Address(name: try plist.required("name"), title: parsed, phone: try plist.required("phone"),
                      city: try plist.optional("city", default: ""),
                      area: try plist.optional("area", default: ""), detail: try plist.optional("detail", default: ""))
    isDefault = try plist.optional("default", default: false)
  }
}

struct CatalogDay: PlistModel {
  let day: DeliveryDay
  init(from plist: PlistObject) throws(ModelError) {
    let offset: Int = try plist.required("offset")
    guard (0...6).contains(offset) else { throw ModelError(.invalid("must be from 0 to 6, found \(offset)"),
                                                           at: PlistPath([.key("offset")])) }
    let times: [String] = try plist.required("times")
    var slots: [DeliverySlot] = []
    for (i, time) in times.enumerated() {
      let slot = DeliverySlot(text: time)
      guard slot.isUsable else {
        try plist.context.descend(into: .key("times")) { () throws(ModelError) in
          let problem = "is not a time range from 00:00 to 24:00 with the start first (HH:MM-HH:MM): the slot is left out"
          plist.context.warn("\"\(time.prefix(24))\" \(problem)", at: .index(i))
        }
        continue
      }
      slots.append(slot)
    }
    // No name: the language's (today, tomorrow, then the day of the week and the date).
    day = DeliveryDay(title: try plist.optional("day", default: ""), offset: offset, slots: slots)
  }
}

/// HelpPlist.plist's shape, ours too: `title` and `texts`.
struct HelpModel: PlistModel {
  let entry: HelpEntry
  init(from plist: PlistObject) throws(ModelError) {
    entry = HelpEntry(title: try plist.required("title"), paragraphs: try plist.optional("texts", default: []))
  }
}

/// A message: `title`, `content`, and `time` (ours) or `send_time`/`ctime` (the original's).
struct MessageModel: PlistModel {
  let message: ShopMessage
  init(from plist: PlistObject) throws(ModelError) {
    plist.ignore(["id", "type", "link", "city", "noticy", "content_type", "ntime", "uid"])
    var time: String = try plist.optional("time", default: "")
    if time.isEmpty { time = try plist.optional("send_time", default: "") }
    if time.isEmpty { time = try plist.optional("ctime", default: "") }
    message = ShopMessage(title: try plist.required("title"), content: try plist.optional("content", default: ""), time: time)
  }
}

/// MinePlist.plist: `iconName` and `title`.
struct MenuEntry: PlistModel {
  let title: String
  init(from plist: PlistObject) throws(ModelError) {
    plist.ignore(["iconName"])
    title = try plist.required("title")
  }
}

/// `dealer.business[0].str` of 首页焦点按钮: the original's delivery days.
struct OriginalBusiness: PlistModel {
  struct Day: PlistModel {
    let day: DeliveryDay
    init(from plist: PlistObject) throws(ModelError) {
      let offset = try plist.optional("dateid", as: FlexibleCount.self)?.value ?? 0
      let times: [String] = try plist.optional("time", default: [])
      day = DeliveryDay(title: try plist.required("day"), offset: min(offset, 6), slots: times.map(DeliverySlot.init(text:)))
    }
  }

  struct Entry: PlistModel {
    let days: [DeliveryDay]
    init(from plist: PlistObject) throws(ModelError) {
      plist.ignore(["ext", "id", "title"])
      days = try plist.optional("str", as: [Day].self)?.map(\.day) ?? []
    }
  }

  let days: [DeliveryDay]
  init(from plist: PlistObject) throws(ModelError) {
    plist.ignoreOthers()
    days = try plist.optional("business", as: [Entry].self)?.first?.days ?? []
  }
}

/// An entry of `account.menu`: `{title = 收货地址; page = addresses;}`, or a title alone, whose
/// page is told from its words (`我的收货地址` opens the addresses); an entry that opens no
/// page of this version is warned of, and not shown.
struct CatalogMineEntry: PlistConvertible {
  let entry: MineEntry

  static var expectedDescription: String { "a title, or a dictionary with title and page" }

  static func convert(_ node: PlistNode, context: ModelContext) throws(ModelError) -> CatalogMineEntry {
    if node.kind == .string {
      let entry = MineEntry(title: try String.convert(node, context: context))
      if entry.page == nil {
        context.warn("\"\(entry.title.prefix(24))\" names no page of this version: it is not shown; write {title = …; page = …;} with page one of \(pages)")
      }
      return CatalogMineEntry(entry: entry)
    }
    return CatalogMineEntry(entry: try Dictionary.convert(node, context: context).entry)
  }

  static let pages = MineEntry.Page.allCases.map(\.rawValue).joined(separator: ", ")

  private struct Dictionary: PlistModel {
    let entry: MineEntry
    init(from plist: PlistObject) throws(ModelError) {
      let title: String = try plist.required("title")
      let name: String = try plist.required("page")
      guard let page = MineEntry.Page(rawValue: name) else {
        throw ModelError(.invalid("expected one of \(CatalogMineEntry.pages), found \"\(name.prefix(24))\""), at: PlistPath([.key("page")]))
      }
      entry = MineEntry(title: title, page: page)
    }
  }
}

/// When an order can come: the pack's slots for today, tomorrow and the day after (the
/// original's `dealer.business`), of which only those still ahead are offered.
struct DeliveryDay: Equatable, Sendable {
  /// The pack's name for the day (`今天`); empty for the language's own word for its offset.
  var title: String
  /// 0 today, 1 tomorrow, 2 the day after.
  var offset: Int
  var slots: [DeliverySlot]

  init(title: String, offset: Int, slots: [DeliverySlot]) {
    self.title = title
    self.offset = offset
    self.slots = slots
  }
}

/// A slot of a day: `17:00-18:00` (minutes from midnight), or the express slot — as soon as
/// possible, while the shop is open — named by the pack (`闪电送,及时达`) or by the language.
struct DeliverySlot: Equatable, Sendable {
  /// The pack's text; empty for the express slot in the language's words.
  var text: String
  /// Nil for the express slot.
  var start: Int?
  var end: Int?
  /// Whether the text is a slot at all: a valid `HH:MM-HH:MM`, or words (the express slot). A
  /// text of digits and colons that is no time range (`99:99-99:99`, `18:00-17:00`) is neither,
  /// and is never offered.
  let isUsable: Bool

  /// From the data's text: `HH:MM-HH:MM` is a slot; words are the express slot.
  init(text: String) {
    self.text = text
    let parts = text.split(separator: "-")
    if parts.count == 2, let start = Self.minutes(parts[0]), let end = Self.minutes(parts[1]), start < end {
      self.start = start
      self.end = end
      isUsable = true
    } else {
      isUsable = !text.allSatisfy { $0.isASCII && ($0.isNumber || $0 == ":" || $0 == "-" || $0 == " ") } || text.isEmpty
    }
  }

  /// The express slot in the language's words.
  static let express = DeliverySlot(text: "")

  /// A minute of the day as `HH:MM`.
  static func clock(_ minutes: Int) -> String {
    func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
    return "\(two(minutes / 60)):\(two(minutes % 60))"
  }

  static func minutes(_ text: Substring) -> Int? {
    let parts = text.split(separator: ":")
    guard parts.count == 2, parts.allSatisfy({ $0.count == 2 && $0.allSatisfy { $0.isASCII && $0.isNumber } }),
          let h = Int(parts[0]), let m = Int(parts[1]), (0...24).contains(h), (0...59).contains(m), h * 60 + m <= 1_440 else { return nil }
    return h * 60 + m
  }
}

/// A slot chosen: which day and which of its slots.
struct SlotChoice: Equatable, Sendable {
  var day: Int
  var slot: DeliverySlot

  init(day: Int, slot: DeliverySlot) {
    self.day = day
    self.slot = slot
  }
}

enum DeliveryRules {
  /// The slots that can still be chosen at `now`, on the shop's delivery days and in its hours:
  /// a timed slot today only when it starts at least `leadMinutes` ahead; the express slot
  /// today while the hours last; every slot of a later day.
  static func open(_ days: [DeliveryDay], at now: ShopTime, rules: ShopRules = ShopRules(),
                   leadMinutes: Int = 30) -> [(day: DeliveryDay, slots: [DeliverySlot])] {
    let hours = rules.deliveryHours
    return days.compactMap { day in
      guard rules.deliveryDays.contains((now.date + day.offset).weekday) else { return nil }
      let slots = day.slots.filter { slot in
        guard slot.isUsable, hours.holds(slot) else { return false }
        guard day.offset == 0 else { return true }
        guard let start = slot.start else { return now.minutes >= hours.opens && now.minutes < hours.closes }
        return start >= now.minutes + leadMinutes
      }
      return slots.isEmpty ? nil : (day, slots)
    }
  }

  /// The first open slot: what checkout chooses before the player does.
  static func first(_ days: [DeliveryDay], at now: ShopTime, rules: ShopRules = ShopRules()) -> SlotChoice? {
    guard let (day, slots) = open(days, at: now, rules: rules).first, let slot = slots.first else { return nil }
    return SlotChoice(day: day.offset, slot: slot)
  }

  /// The original's slots, for a pack that names none: today the express slot then hourly
  /// 17:00–23:00; tomorrow and the day after 09:00–23:00. The days and the express slot are
  /// named in the pack's language.
  static let standard: [DeliveryDay] = [
    DeliveryDay(title: "", offset: 0, slots: [.express] + hourly(from: 17, to: 23)),
    DeliveryDay(title: "", offset: 1, slots: hourly(from: 9, to: 23)),
    DeliveryDay(title: "", offset: 2, slots: hourly(from: 9, to: 23)),
  ]

  static func hourly(from first: Int, to last: Int) -> [DeliverySlot] {
    func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
    return (first..<last).map { DeliverySlot(text: "\(two($0)):00-\(two($0 + 1)):00") }
  }
}

/// The one delivery-fee rule, for the cart's bar and checkout's bill alike: nothing to deliver
/// costs nothing; goods of the threshold in force at that minute of the day (`freeDeliveryFrom`,
/// or the late one from the pack's `late` hour) or more are delivered free; else the fee.
enum DeliveryFee {
  static func fee(goods: Money, rules: ShopRules, minutes: Int) -> Money {
    goods <= .zero || goods >= rules.freeDeliveryFrom(at: minutes) ? .zero : rules.deliveryFee
  }

  /// How much more makes delivery free; nil when it already is, or there is nothing to deliver.
  static func untilFree(goods: Money, rules: ShopRules, minutes: Int) -> Money? {
    let threshold = rules.freeDeliveryFrom(at: minutes)
    return goods <= .zero || goods >= threshold ? nil : threshold - goods
  }
}

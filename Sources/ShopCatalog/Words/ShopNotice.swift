import TerminalKit
import GameCore

/// What the shop tells the player, as a value: what happened, with what it names. Its kind
/// picks the colour; `text` writes it in the pack's words, at the edge, when it is drawn.
enum ShopNotice: Equatable, Sendable {
  case outOfStock(String)
  case stockLimit(String)
  case notInCart(String)
  case noProduct(String)
  case noCategory(Int)
  case noOrder(Int)
  case noAddress(Int)
  case noQuestion(Int)
  case noMessage(Int)
  case noCoupon(String)
  case historyEmpty
  case showcaseOnly(String)
  case menuEntryNotHere(String)
  case reorder(PlayerAccount.Reorder)
  case codeEmpty, codeUnknown
  /// A code bound: its coupon is the player's now.
  case codeBound(String)
  case codeAlreadyBound(String)
  case feedback(FeedbackRefusal)
  case feedbackSent
  case shopReset
  case noGuide
  case checkoutNotStarted
  case cartEmpty
  case checkout(CheckoutProblem)
  case slotUnavailable(DeliverySlot)
  case couponRefused(String, CouponRefusal)
  case noteTooLong(Int)
  case orderPlaced(String)
  /// Nothing done in this window is kept, so it places no order.
  case orderNotKept
  case addressesFull
  case addressSaved, addressChanged, addressDeleted, orderDeleted
  case defaultAddress(Address)
  case address(AddressProblem)
  case quitAsk
  /// What the engine says of the pack's save (open in another window, set aside, not written).
  case save(SaveNotice)

  var kind: NoticeKind {
    switch self {
    case .feedbackSent, .shopReset, .orderPlaced, .addressSaved, .addressChanged, .addressDeleted, .defaultAddress,
         .orderDeleted:
      return .success
    case .reorder(let outcome):
      return outcome.gone.isEmpty && outcome.short.isEmpty ? .success : .refusal
    case .quitAsk, .save(.openElsewhere):
      return .info
    default:
      return .refusal
    }
  }

  /// The notice in the pack's words.
  func text(_ env: ShopEnvironment) -> String {
    let w = env.words
    switch self {
    case .outOfStock(let name): return w(.noticeOutOfStock, name)
    case .stockLimit(let name): return w(.noticeStockLimit, name, env.shop.rules.stockMessage ?? w(.stockLimitMessage))
    case .notInCart(let name): return w(.noticeNotInCart, name)
    case .noProduct(let id): return w(.noticeNoProduct, id)
    case .noCategory(let n): return w(.noticeNoCategory, String(n))
    case .noOrder(let n): return w(.noticeNoOrder, String(n))
    case .noAddress(let n): return w(.noticeNoAddress, String(n))
    case .noQuestion(let n): return w(.noticeNoQuestion, String(n))
    case .noMessage(let n): return w(.noticeNoMessage, String(n))
    case .noCoupon(let id): return w(.noticeNoCoupon, id)
    case .historyEmpty: return w(.noticeHistoryEmpty)
    case .showcaseOnly(let title): return w(.noticeShowcaseOnly, title)
    case .menuEntryNotHere(let title): return w(.menuEntryNotHere, title)
    case .reorder(let outcome): return Self.reorderText(outcome, env)
    case .codeEmpty: return w(.noticeCodeEmpty)
    case .codeUnknown: return w(.noticeCodeUnknown)
    case .codeBound(let name): return w(.noticeCodeBound, TextCleaner.clean(name))
    case .codeAlreadyBound(let name): return w(.noticeCodeAlreadyBound, TextCleaner.clean(name))
    case .feedback(.tooShort): return w(.noticeFeedbackShort, String(PlayerAccount.feedbackLength.lowerBound))
    case .feedback(.tooLong(let count)): return w(.noticeFeedbackLong, String(PlayerAccount.feedbackLength.upperBound), String(count))
    case .feedbackSent: return w(.noticeFeedbackSent)
    case .shopReset: return w(.noticeReset)
    case .noGuide: return w(.noticeNoGuide)
    case .checkoutNotStarted: return w(.noticeCheckoutNotStarted)
    case .cartEmpty: return w(.noticeCartEmpty)
    case .checkout(let problem): return Self.problemText(problem, env)
    case .slotUnavailable(let slot): return w(.noticeSlotUnavailable, env.slotText(slot))
    case .couponRefused(let name, let refusal): return w(.noticeCouponRefused, name, env.refusalText(refusal))
    case .noteTooLong(let count): return w(.noticeNoteTooLong, String(CheckoutChoices.longestNote), String(count))
    case .orderPlaced(let number): return w(.noticeOrderPlaced, number)
    case .orderNotKept: return w(.noticeOrderNotKept)
    case .addressesFull: return w(.noticeAddressesFull, String(AddressRules.mostAddresses))
    case .addressSaved: return w(.noticeAddressSaved)
    case .addressChanged: return w(.noticeAddressChanged)
    case .addressDeleted: return w(.noticeAddressDeleted)
    case .orderDeleted: return w(.noticeOrderDeleted)
    case .defaultAddress(let address): return w(.noticeDefaultAddress, env.contact(address))
    case .address(let problem): return env.problemText(problem)
    case .quitAsk: return w(.noticeQuitAsk)
    case .save(let notice): return notice.text(language: w.language)
    }
  }

  private static func problemText(_ problem: CheckoutProblem, _ env: ShopEnvironment) -> String {
    let w = env.words
    switch problem {
    case .chooseAddress: return w(.noticeChooseAddress)
    case .chooseSlot: return w(.noticeChooseSlot)
    case .slotPassed(let slot): return w(.noticeSlotPassed, env.slotText(slot))
    case .selectFirst: return w(.noticeSelectFirst)
    case .tooLarge: return w(.noticeOrderTooLarge, w.money(Money.largestSum))
    }
  }

  private static func reorderText(_ outcome: PlayerAccount.Reorder, _ env: ShopEnvironment) -> String {
    let w = env.words
    var text = w(.noticeReorder, String(outcome.added))
    if !outcome.gone.isEmpty { text += w(.noticeReorderGone, some(outcome.gone, w)) }
    if !outcome.short.isEmpty { text += w(.noticeReorderShort, some(outcome.short.map { "\($0.name) ×\($0.units)" }, w)) }
    if !outcome.repriced.isEmpty {
      text += w(.noticeReorderRepriced, some(outcome.repriced.map { "\($0.name) \(w.money($0.was))→\(w.money($0.now))" }, w))
    }
    return text
  }

  /// The first few of a list and how many there are: an order of thousands of lines makes a
  /// notice of one line.
  private static func some(_ names: [String], _ w: Words) -> String {
    let separator = w(.listSeparator)
    return names.count <= 3 ? names.joined(separator: separator) : w(.noticeAndMore, names.prefix(3).joined(separator: separator),
                                                                     String(names.count))
  }
}

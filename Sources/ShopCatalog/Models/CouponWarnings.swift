import PlistKit

extension Coupon {
  /// Warns of a coupon that ends before it starts: it can never be used.
  func warnIfNeverUsable(endsKey: String, context: ModelContext) {
    guard ends < starts else { return }
    context.warn("the coupon ends (\(ends)) before it starts (\(starts)): it can never be used", at: .key(endsKey))
  }
}

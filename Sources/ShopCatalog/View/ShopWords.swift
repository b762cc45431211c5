/// The screens' words in the pack's language. The shop is written in Chinese, as the app it
/// comes from; a pack in English (`settings.language = en`) gets every screen text through this
/// table: a whole text first, then templates whose `%@` stand for the pack's own words and
/// numbers. The pack's currency sign replaces `¥`. Chinese packs pass through untouched.
struct ShopWords {
  let language: ShopPresentation.Language
  let currency: String

  init(_ presentation: ShopPresentation) {
    language = presentation.language
    currency = presentation.currency
  }

  func callAsFunction(_ text: String) -> String {
    var out = text
    if language == .en, text.unicodeScalars.contains(where: { $0.value >= 0x2E80 }) { out = Self.english(text) }
    if currency != "¥", out.contains("¥") { out = out.replacing("¥", with: currency) }
    return out
  }

  static func english(_ text: String) -> String {
    if let exact = exact[text] { return exact }
    for template in templates {
      if let parts = template.match(text) { return template.fill(parts.map(english)) }
    }
    return text
  }

  /// A text with holes: `满%@可用` matches `满¥30.00可用` with `¥30.00` in its hole.
  struct Template {
    let pieces: [String]
    let english: [String]

    init(_ chinese: String, _ english: String) {
      pieces = chinese.components(separatedBy: "%@")
      self.english = english.components(separatedBy: "%@")
    }

    func match(_ text: String) -> [String]? {
      guard text.hasPrefix(pieces[0]), pieces.count > 1 else { return nil }
      var rest = text.dropFirst(pieces[0].count)
      var holes: [String] = []
      for (i, piece) in pieces.enumerated().dropFirst() {
        let last = i == pieces.count - 1
        if last {
          guard rest.hasSuffix(piece), rest.count >= piece.count else { return nil }
          holes.append(String(rest.dropLast(piece.count)))
        } else {
          guard !piece.isEmpty, let range = rest.range(of: piece) else { return nil }
          holes.append(String(rest[..<range.lowerBound]))
          rest = rest[range.upperBound...]
        }
      }
      return holes
    }

    func fill(_ holes: [String]) -> String {
      var out = english[0]
      for (i, hole) in holes.enumerated() where i + 1 < english.count { out += hole + english[i + 1] }
      return out
    }
  }

  static let exact: [String: String] = [
    "首页": "Home", "闪电超市": "Lunch Menu", "购物车": "Cart", "我的": "Me", "[/] 搜索": "[/] Search", "搜索": "Search",
    "先生": "Mr", "女士": "Ms", "今天": "Today", "明天": "Tomorrow", "后天": "In two days",
    "亲,购物车空空的耶~赶紧挑好吃的吧": "Your cart is empty: pick something tasty", "[ 去逛逛 ]": "[ Browse the menu ]",
    "[ 选好了 ] (c)": "[ Check out ] (c)", "补货中": "Sold out", "[ 加入购物车 ]  (+)": "[ Add to cart ]  (+)",
    "热门搜索": "Popular", "我的订单": "My orders", "优惠劵": "Coupons", "我的消息": "Messages", "订单详情": "Order",
    "客服帮助": "Help", "我的收货地址": "My addresses", "意见反馈": "Feedback", "设置": "Settings", "新增收货地址": "New address",
    "修改收货地址": "Edit address", "关于": "About", "新手引导": "Guide", "[ 保存 ] (^S)": "[ Save ] (^S)",
    "[ 删除这个地址 ]": "[ Delete this address ]", "[ 确认下单 ]  演示: 只是下单, 不会扣款": "[ Place order ]  A showcase: nothing is charged",
    "这是演示: 无论选哪种, 都不会真的扣款": "A showcase: whichever you choose, nothing is charged", "收货地址": "Address",
    "送货时间": "Delivery", "支付方式": "Payment", "确认订单": "Confirm", "微信支付": "WeChat Pay", "QQ钱包": "QQ Wallet",
    "支付宝": "Alipay", "货到付款": "Cash on delivery", "不使用优惠劵": "No coupon", "备注:": "Note:", "商品总额": "Goods",
    "配送费": "Delivery", "服务费": "Service", "实付": "Total", "+ 新增收货地址 (n)": "+ New address (n)",
    "收货地址: 请选择 ›": "Address: choose one ›", "送货时间: 请选择 ›": "Delivery: choose a time ›", "[ 再来一单 ] (r)": "[ Order again ] (r)",
    "还没有订单": "No orders yet", "还没有优惠劵": "No coupons yet", "还没有问题": "No questions yet", "你还没有地址哦~": "No addresses yet",
    "~~~并没有消息~~~": "No messages", "显示全部": "Show all", "收起": "Fold", "已使用": "used", "已过期": "expired",
    "删除地址": "Delete address", "删除这个地址?": "Delete this address?", "y 删除": "y Delete", "n 取消": "n Cancel", "y 确定": "y Yes",
    "清空历史": "Clear history", "清空全部搜索历史?": "Clear the whole search history?", "重置本店数据": "Reset this shop",
    "y 重置": "y Reset", "购物车, 订单, 地址, 优惠劵和搜索历史": "The cart, orders, addresses, coupons and searches",
    "都回到第一次打开的样子. 确定?": "all go back to the first open. Sure?", "任意键跳过": "Any key skips", "(广告)": "(ad)",
    "新鲜水果, 闪电送达": "Fresh food, delivered fast", "[ 开始购物 ] (Enter)": "[ Start ] (Enter)", "→ 下一页   Esc 跳过": "→ Next   Esc skips",
    "购物车是空的": "The cart is empty", "请先选择商品": "Select the dishes to order first", "请选择收货地址": "Choose an address",
    "请选择送货时间": "Choose a delivery time", "地址已保存": "Address saved", "地址已修改": "Address changed", "地址已删除": "Address deleted",
    "谢谢你的意见! 已保存在本机": "Thank you! Saved on this machine", "本店的数据已重置": "This shop's data was reset",
    "请输入优惠码!": "Type a coupon code!", "请输入正确的优惠劵": "That is not a coupon code we know", "没有缓存": "No cache",
    "我们需要你的大名~": "We need your name (2 characters at least)", "请选择先生或女士~": "Choose Mr or Ms",
    "没电话,怎么联系你~ (11位手机号码)": "We need a phone number to reach you (11 digits)", "你在哪个城市啊~空空的~": "Which city? It is empty",
    "你的位置啊~": "Where are you? (the area, 3 characters at least)", "名字": "Name", "所在地区": "Area", "详细地址": "Detail", "在哪里呢啊~上哪找你去啊~": "Where exactly? (the street and door)",
    "已提交": "Placed", "订单已提交": "Order placed", "演示订单, 没有扣款": "A showcase order: nothing was charged",
    "结算还没开始": "Checkout has not started", "意见至少5个字哦~": "Feedback needs 5 characters at least",
    "称呼:    ○ 先生  ● 女士   ←→": "Title:   ○ Mr  ● Ms   ←→", "称呼:    ● 先生  ○ 女士   ←→": "Title:   ● Mr  ○ Ms   ←→",
    "称呼:    ○ 先生  ○ 女士   ←→": "Title:   ○ Mr  ○ Ms   ←→", "收货人:  ": "Name:    ", "手机号:  ": "Phone:   ", "城市:    ": "City:    ",
    "所在地区:": "Area:    ", "详细地址:": "Detail:  ", "重置本店数据 (购物车, 订单, 地址, 搜索历史)": "Reset this shop (cart, orders, addresses, searches)",
    "Tabs": "Tabs", "选好了": "Check out", "再来一单": "Order again", "系统/用户": "System/user", "[系统消息]  用户消息     ←→": "[System]  User     ←→",
    "  系统消息  [用户消息]   ←→": "  System  [User]   ←→", "绑定优惠劵: [输入优惠码]  Enter 绑定": "Add a coupon: [type a code]  Enter adds",
    "+ 新增收货地址 (n)    Enter 修改  d 删除  s 设为默认": "+ New address (n)    Enter edits  d deletes  s makes it the default",
    "请输入商品名称": "Type a dish's name", "给商家留言 (最多100字)": "A note for the kitchen (100 characters at most)",
    "写下你的意见 (5-300字)": "Your feedback (5 to 300 characters)", "你的名字": "Your name", "11位手机号码": "11 digits", "城市": "City",
    "区, 小区, 街道": "District, street", "楼号, 门牌": "Building, door", "输入优惠码": "A coupon code", "[默认]": "[default]",
    "  [默认]": "  [default]", "商品": "Goods", "优惠劵  ": "Coupon  ", "全选": "All", "去逛逛": "Browse",
    "鲜蜂小铺": "Shop", "原价": "was ", "品牌      ": "Brand     ", "产品规格  ": "Size      ",
  ]

  static let templates: [Template] = [
    Template("满%@免运费 ✓", "free delivery from %@ ✓"), Template("再买 %@ 免运费", "%@ more for free delivery"),
    Template("%@  满%@免运费 ✓", "%@  free delivery from %@ ✓"), Template("%@  再买 %@ 免运费", "%@  %@ more for free delivery"),
    Template("满%@可用, 还差 %@", "from %@: %@ to go"), Template("已过期 (有效期至 %@)", "expired (valid until %@)"), Template("%@ 起可用", "from %@"),
    Template("  满%@可用  有效期: %@至%@", "  From %@  valid %@ to %@"), Template("%@不能用: %@", "%@ cannot be used: %@"),
    Template("%@  ✗ %@", "%@  ✗ %@"), Template("%@  已使用", "%@  used"), Template("%@  已过期", "%@  expired"),
    Template("商品 %@   配送费 %@   %@", "Goods %@   Delivery %@   %@"), Template("合计 %@", "Subtotal %@"),
    Template("收货地址: %@ ›", "Address: %@ ›"), Template("送货时间: %@ ›", "Delivery: %@ ›"), Template("支付方式: %@ ›", "Payment: %@ ›"),
    Template("商品: 共%@件  %@", "Items: %@  %@"), Template("下单成功: %@ (演示订单, 没有扣款)", "Order %@ placed (a showcase: nothing charged)"),
    Template("%@ 已经过了, 请重新选择送货时间", "%@ has passed: choose another delivery time"),
    Template("%@ 不能选: 已经过了, 或不是本店的送货时间", "%@ cannot be chosen: it has passed, or is not one of ours"),
    Template("备注最多%@个字, 这段有%@个字", "A note has %@ characters at most; this one has %@"),
    Template("意见最多%@个字, 这段有%@个字", "Feedback has %@ characters at most; this one has %@"),
    Template("%@太长了: 最多%@个字", "%@ is too long: %@ characters at most"), Template("最多保存%@个地址: 先删掉一个吧", "%@ addresses at most: delete one first"),
    Template("暂时只送这些城市: %@", "We deliver to these cities only: %@"), Template("默认地址: %@", "Default address: %@"),
    Template("%@ 件已放回购物车%@", "%@ back in the cart%@"), Template("; 补货中: %@", "; sold out: %@"), Template("; 库存不足: %@", "; short: %@"),
    Template("; 价格变了: %@", "; new price: %@"), Template("已清除 %@", "Cleared %@"), Template("另有 %@ 张已使用或已过期 (在 我的 › 优惠劵)", "%@ more used or expired (in Me › Coupons)"),
    Template("清除缓存  %@", "Clear the cache  %@"),
    Template("共%@件商品  实付: %@", "%@ items  total: %@"), Template("订单号 %@   收货码 %@", "Order %@   receipt code %@"),
    Template("下单时间 %@   配送时间 %@", "Placed %@   delivery %@"), Template("备注: %@", "Note: %@"), Template("%@月%@日 %@", "%@/%@ %@"),
    Template("%@ 件商品", "%@ dishes"), Template("[赠] %@", "[gift] %@"), Template("历史记录%@", "History%@"), Template("   [^D] 清空历史", "   [^D] Clear"),
    Template("暂时没搜到“%@”相关商品", "Nothing found for “%@”"), Template("试试: %@", "Try: %@"), Template("库存 %@", "%@ left"),
    Template("%@: only a showcase", "%@: only a showcase"), Template("%@/%@ 字 (至少%@字)   Enter 提交", "%@/%@ characters (%@ at least)   Enter sends"),
    Template("已提交 %@ 条, 保存在本机", "%@ sent, kept on this machine"), Template("  PlistArcade 的商店: %@, 版本 %@", "  A PlistArcade shop: %@, version %@"),
    Template("  %@ 件商品, %@ 个分类. 只是演示: 不会真的下单或扣款.", "  %@ dishes in %@ sections. A showcase: nothing is ordered or charged."),
    // The general ones last: they cut a text at its spaces and translate each part.
    Template("%@(%@)", "%@(%@)"), Template("%@ %@ %@", "%@ %@ %@"), Template("%@ %@", "%@ %@"), Template("%@  %@", "%@  %@"), Template("● %@", "● %@"), Template("○ %@", "○ %@"),
  ]
}

/// Every text of the shop's screens, named for what it says. The raw value is the key a pack
/// uses to replace one in its `words` (docs/formats.md lists them); `%1`, `%2`… are filled in.
enum ShopText: String, CaseIterable, Sendable {
  // MARK: Frame, tabs, keys
  case tabHome, tabMarket, tabMenu, tabCart, tabMine
  case searchHint, cartSummaryHeader
  case keyTabs, keyMove, keyOpen, keyCart, keyPane, keyRefresh, keyBrowse, keyCheckOut, keyUnits, keySelect, keyAll
  case keyAdd, keySearch, keyResults, keyClearHistory, keyOrderAgain, keyMessageTabs, keyShowAll, keyOpenClose
  case keyChoose, keyStep, keyField, keySave, keySend, keyDo, keyQuit, keyBack, keyPage, keyEnds, keyEdit, keyDelete
  case keyDefault, keyNew, keyCode

  // MARK: Products
  case soldOut, featured, marketPrice, stockLeft, addToCart, specLabel, brandLabel, vipPrice, promotionLabel, whileGiftsLast
  case noProducts, noPicture

  // MARK: Home
  case freshHeader, homeFooter, homeGap

  // MARK: Market and menu
  case menuRefreshHint, menuUpdated

  // MARK: Cart
  case cartEmpty, browse, selectAll, cartLine, cartTotal, checkOutButton, freeDeliveryFrom, freeDeliveryDone, freeDeliveryLeft

  // MARK: Search
  case searchTitle, searchPlaceholder, popular, history, historyNone, historyClear, nothingFound, tryWords, resultCount

  // MARK: 我的 and its pages
  case myOrders, coupons, couponsBadge, myMessages, settings, orderTitle, help, myAddresses, feedback
  case noOrders, noCoupons, noQuestions, noAddresses, noMessages
  case orderReceiver, orderAddress, orderPayment, orderDelivery
  case orderItems, orderOneItem, orderNumber, orderTimes, orderNote, orderGift, orderPaid, orderGoods, orderReview, orderAgain, orderStatusTitle
  case bindCoupon, couponCodeHint, couponUsed, couponExpired, couponTerms, couponCodePlaceholder
  case systemMessages, userMessages, showAll, fold
  case defaultMark, addressListHelp
  case about, aboutShop, aboutContents, resetShop, guideEntry
  case feedbackPlaceholder, feedbackCounter, feedbackSentCount
  case menuEntryNotHere

  // MARK: Checkout
  case stepAddress, stepSlot, stepPayment, stepConfirm
  case newAddressEntry, noCoupon, noteLabel, notePlaceholder, placeOrder, paymentShowcase, noSlots, goodsSummary, couponsHeader
  case couponsGone, summaryAddress, summaryAddressNone, summarySlot, summarySlotNone, summaryPayment
  case billGoods, billDelivery, billService, billCoupon, billTotal, billMemberSaving
  case payWechat, payQQ, payAlipay, payCash, payCard, payApplePay
  case today, tomorrow, dayAfter, weekdayDate, weekdays, express, matchedBrand

  // MARK: Addresses
  case newAddressTitle, editAddressTitle, fieldName, fieldTitle, fieldPhone, fieldCity, fieldArea, fieldDetail
  case placeholderName, placeholderPhone, placeholderCity, placeholderArea, placeholderDetail, saveButton, deleteAddressButton
  case mr, ms, citiesHint, wordName, wordCity, wordArea, wordDetail, phoneChina, phoneNANP, phoneInternational, phoneNANPOrInternational

  // MARK: Dialogs, guide, splash
  case clearHistoryTitle, clearHistoryQuestion, yesConfirm, noCancel, deleteAddressTitle, deleteAddressQuestion, yesDelete
  case resetTitle, resetLine1, resetLine2, yesReset, quitQuestion, yesQuit
  case guideStart, guideNext, splashAd, splashSkip
  case guidePage1Title, guidePage1, guidePage2Title, guidePage2, guidePage3Title, guidePage3, guidePage4Title, guidePage4

  // MARK: Orders placed here
  case orderPlacedStatus, orderPlacedStep, orderPlacedDetail, deliveryWhen

  // MARK: Notices
  case noticeOutOfStock, noticeStockLimit, noticeNotInCart, noticeNoProduct, noticeNoCategory, noticeNoOrder, noticeNoAddress
  case noticeNoQuestion, noticeNoMessage, noticeNoCoupon, noticeHistoryEmpty, noticeShowcaseOnly
  case noticeReorder, noticeReorderGone, noticeReorderShort, noticeReorderRepriced, noticeAndMore, listSeparator
  case noticeCodeEmpty, noticeCodeUnknown, noticeCodeBound, noticeCodeAlreadyBound, noticeFeedbackShort, noticeFeedbackLong, noticeFeedbackSent
  case noticeReset, noticeNoGuide
  case noticeCheckoutNotStarted, noticeCartEmpty, noticeSelectFirst, noticeChooseAddress, noticeChooseSlot, noticeSlotPassed
  case noticeOrderTooLarge, noticeSlotUnavailable, noticeCouponRefused, noticeNoteTooLong, noticeOrderPlaced
  case noticeOrderNotKept, notKeptBadge
  case noticeAddressesFull, noticeAddressSaved, noticeAddressChanged, noticeAddressDeleted, noticeDefaultAddress
  case noticeSaveFailed, noticeQuitAsk, stockLimitMessage

  // MARK: Reasons
  case couponWasUsed, couponHasExpired, couponNotYet, couponThreshold
  case problemName, problemTitle, problemPhone, problemCity, problemArea, problemDetail, problemTooLong, problemTooShort, problemCities
  case howToPlayTabs, howToPlayKeys, howToPlayCart, howToPlayDelivery, contact, aboutWebPictures, everyoneBuys
  case servicePhone, tipTitle, tip, tipWithPhone
  case deleteOrderTitle, deleteOrderQuestion, noticeOrderDeleted, orderStatusView, orderDetailsView, keyDeleteOrder, keyOrderView
  case cartReceiver, cartWhen, noAddressYet, noSlotLeft, lateRule
  case gapMissingFile, gapHome, gapFresh, gapSearch, gapOrders, gapCoupons, gapAddresses, gapHelp, gapMenu, gapMessages
}

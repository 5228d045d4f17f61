import type { EndpointName } from '@careops/core/contract';

/**
 * The reviewed table of what each built-in role may call: every endpoint that needs a permission
 * node, by role (public and any-signed-in endpoints are open to all and not listed; the super
 * admin may call every endpoint). The role rules (built-in-roles.ts) must grant exactly these:
 * a test compares the two, and the permission matrix calls every endpoint as every role against
 * this table. Changing a role's reach means changing this table, in review.
 */
export const builtInRoleEndpoints: Record<'customerService' | 'studioManager' | 'finance' | 'operations' | 'reviewer', readonly EndpointName[]> = {
  // Orders end to end (dispatch, cancel with refund, complaints, price-change requests and
  // reviews of others' requests, waste, export) and people, without qualification review.
  customerService: [
    'getOrderDayCounts', 'getCertificateExpiry',
    'getOrderList', 'getOrder', 'auditOrder', 'assignOrderNurse', 'cancelOrder', 'openOrderComplaint', 'resolveOrderComplaint',
    'addPlatformNotes', 'getPlatformNotes', 'searchServiceStaff', 'getAdminServiceUserList', 'getWorkFollowQuestionList',
    'getWorkFlowPlaceList', 'getOrderPlaceOptions', 'quoteOrderPrice', 'placeOrder', 'getOrderDataBeforePriceAlter',
    'applyOrderAlterPrice', 'getPriceChangeList', 'getPriceChange', 'reviewPriceChange', 'getWasteTaskList', 'getWasteTask',
    'collectWasteTask', 'disposeWasteTask', 'exportOrders',
    'getMemberList', 'getMember', 'alterMemberStatus', 'getNurseList', 'getNurse', 'alterNurseStatus', 'moveNurseStudio',
    'getPatientList', 'getPatient', 'addPatient', 'editPatient', 'getCustomerList', 'getCustomer', 'addCustomer', 'editCustomer',
    'addCustomerFollowUp', 'getAssistiveCardList', 'getAssistiveCard', 'auditAssistiveCard', 'batchAuditAssistiveCards',
    // Operators handle every studio's alarms (the last escalation level); drills and credentials stay with studios.
    'getAlarmList', 'getAlarm', 'acknowledgeAlarm', 'resolveAlarm', 'addAlarmNote', 'revealAlarmNursePhone',
    // Stock: reads every studio's, moves none.
    'getStockList', 'getLowStockCounts', 'getStock', 'getStockMovementList', 'exportStockMovements', 'checkStockLedger', 'getPackStockList', 'getExpiringBatches',
    // Member and nurse feedback: read, record, reply, close.
    'getFeedbackList', 'getFeedback', 'addFeedback', 'editFeedback', 'replyFeedback', 'closeFeedback',
  ],
  // Its stations: staff accounts (never beyond its own permissions), orders, nurses.
  studioManager: [
    'getOrderDayCounts', 'getCertificateExpiry',
    'getUsersList', 'getUser', 'getAllStationList', 'getAllRole', 'addUser', 'editUser', 'alterUserStatus', 'resetUserPassword',
    'getUserSessions', 'endUserSessions',
    'getOrderList', 'getOrder', 'auditOrder', 'assignOrderNurse', 'cancelOrder', 'openOrderComplaint', 'resolveOrderComplaint',
    'addPlatformNotes', 'getPlatformNotes', 'searchServiceStaff', 'getAdminServiceUserList', 'getWorkFollowQuestionList',
    'getWorkFlowPlaceList', 'getOrderPlaceOptions', 'quoteOrderPrice', 'placeOrder', 'getOrderDataBeforePriceAlter',
    'applyOrderAlterPrice', 'getPriceChangeList', 'getPriceChange', 'reviewPriceChange', 'getWasteTaskList', 'getWasteTask',
    'collectWasteTask', 'disposeWasteTask', 'exportOrders',
    'getNurseList', 'getNurse', 'alterNurseStatus', 'moveNurseStudio',
    // Its nursing centers (headquarters opens, enables and disables them) and their alarms.
    'getStudioList', 'getStudio', 'editStudio',
    'getAlarmList', 'getAlarm', 'acknowledgeAlarm', 'resolveAlarm', 'addAlarmNote', 'revealAlarmNursePhone', 'raiseDrill', 'issueFieldCredential', 'revokeFieldCredentials',
    'getVoiceAnnouncementList', 'getVoiceAnnouncement', 'addVoiceAnnouncement', 'cancelVoiceAnnouncement',
    // What its studios sell: their product releases.
    'getProductReleaseList', 'getProductRelease', 'getReleaseItemOptions', 'addProductRelease', 'editProductRelease',
    // Its studios' stock: reads and every movement (station scoping).
    'getStockList', 'getLowStockCounts', 'getStock', 'getStockMovementList', 'exportStockMovements', 'checkStockLedger', 'getPackStockList', 'getExpiringBatches', 'receiveStock', 'issueStock', 'returnStock', 'adjustStock',
    // Stocktakes of its studios: counted and posted there. Transfers: sent from its studios, approved at its studios.
    'getStocktakeList', 'getStocktake', 'startStocktake', 'countStocktake', 'cancelStocktake', 'postStocktake',
    'getStockTransferList', 'getStockTransfer', 'requestStockTransfer', 'cancelStockTransfer', 'approveStockTransfer', 'rejectStockTransfer',
    // Feedback about its studios.
    'getFeedbackList', 'getFeedback', 'addFeedback', 'editFeedback', 'replyFeedback', 'closeFeedback',
  ],
  // Reads orders (and money, as the finance area grows); changes nothing on an order.
  finance: [
    'getOrderDayCounts', 'getOrderList', 'getOrder', 'getPlatformNotes', 'getAdminServiceUserList', 'getWorkFollowQuestionList', 'getWorkFlowPlaceList',
    // The ledger: the journal with its chart and reconciliation, accounts, statements, freezes.
    'getJournalList', 'getJournal', 'getJournalChart', 'exportJournal', 'reconcileLedger', 'getLedgerReconcileStatus',
    'getLedgerAccountList', 'getLedgerAccount', 'getAccountStatement', 'freezeLedgerAccount', 'unfreezeLedgerAccount',
    // Invoice titles and invoicing (apply, issue with its file, reject, reverse with a red invoice).
    'getInvoiceTitleList', 'getInvoiceTitle', 'addInvoiceTitle', 'editInvoiceTitle',
    'getInvoiceList', 'getInvoice', 'applyInvoice', 'issueInvoice', 'rejectInvoice', 'reverseInvoice', 'uploadInvoiceFile',
    // E-coin records and recorded purchases; advance payments of prepaid orders.
    'getEcoinRecordList', 'getEcoinRecord', 'recordEcoinPurchase', 'getAdvancePaymentList',
    // Withdrawal accounts, withdrawals and their payouts, rewards and penalties.
    'getWithdrawAccountList', 'getWithdrawAccount', 'addWithdrawAccount', 'verifyWithdrawAccount', 'revealWithdrawAccountNumber',
    'getWithdrawalList', 'getWithdrawal', 'addWithdrawal', 'approveWithdrawal', 'rejectWithdrawal', 'payWithdrawal', 'confirmWithdrawal', 'importPayoutResults',
    'getPayoutSettings', 'savePayoutSettings', 'getRewardList', 'getReward', 'addReward', 'approveReward', 'rejectReward',
  ],
  operations: [
    // The catalogue: categories, services (shelf, import, images) and packages.
    'getServiceCategoryList', 'getServiceCategory', 'addServiceCategory', 'editServiceCategory', 'alterServiceCategoryStatus',
    'moveServiceCategory', 'deleteServiceCategory', 'getServiceList', 'getService', 'addService', 'editService', 'alterServiceShelf',
    'importServices', 'uploadImage', 'getPackageList', 'getPackage', 'getPackageBuyerList', 'addPackage', 'editPackage', 'alterPackageShelf',
    // Releases at every studio, agreements and their versions, questionnaires and their surveys.
    'getProductReleaseList', 'getProductRelease', 'getReleaseItemOptions', 'addProductRelease', 'editProductRelease',
    'getAgreementList', 'getAgreement', 'addAgreement', 'editAgreement', 'publishAgreement', 'attachAgreementServices',
    'getQuestionnaireList', 'getQuestionnaire', 'addQuestionnaire', 'editQuestionnaire', 'attachQuestionnaireServices', 'getSurveyList', 'getSurvey', 'alterSurveyStatus',
    'getMessageRecordList', 'getMessageRecord', 'sendAnnouncement',
    // Consumables, packs and every studio's stock.
    'getConsumableList', 'getConsumable', 'addConsumable', 'editConsumable', 'getConsumablePackList', 'getConsumablePack', 'addConsumablePack', 'editConsumablePack',
    'getStockList', 'getLowStockCounts', 'getStock', 'getStockMovementList', 'exportStockMovements', 'checkStockLedger', 'getPackStockList', 'getExpiringBatches', 'receiveStock', 'issueStock', 'returnStock', 'transferStock', 'adjustStock',
    'getStocktakeList', 'getStocktake', 'startStocktake', 'countStocktake', 'cancelStocktake', 'postStocktake',
    'getStockTransferList', 'getStockTransfer', 'requestStockTransfer', 'cancelStockTransfer', 'approveStockTransfer', 'rejectStockTransfer',
    // Coupons and their grants.
    'getCouponList', 'getCoupon', 'addCoupon', 'editCoupon', 'getCouponOptions', 'getCouponItemOptions',
    'getCouponGrantList', 'getCouponGrant', 'getCouponGrantRecipientList', 'previewCouponGrant', 'addCouponGrant',
    // Carousels, promotions and feedback.
    'getCarouselList', 'getCarousel', 'getCarouselPreview', 'addCarousel', 'editCarousel',
    'getPromotionList', 'getPromotion', 'addPromotion', 'editPromotion',
    'getFeedbackList', 'getFeedback', 'addFeedback', 'editFeedback', 'replyFeedback', 'closeFeedback'],
  // Decides qualification applications, cards and order reviews, and annotates orders.
  reviewer: [
    'getOrderDayCounts',
    'getOrderList', 'getOrder', 'auditOrder', 'addPlatformNotes', 'getPlatformNotes', 'getAdminServiceUserList',
    'getWorkFollowQuestionList', 'getWorkFlowPlaceList', 'getNurseExamineList', 'getNurseExamine', 'auditNurseExamine',
    'batchAuditNurseExamine', 'getAssistiveCardList', 'getAssistiveCard', 'auditAssistiveCard', 'batchAuditAssistiveCards',
  ],
};

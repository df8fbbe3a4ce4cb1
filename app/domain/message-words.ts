/**
 * The words of the API's messages to a person, in their language (issue 44 §4): the login code,
 * the password-reset link, the payout-account change with its cancel link, a team invitation and
 * a deduction query's answer. Kept in the domain beside the digest's words
 * (app/domain/digest-words.ts), because the API composes the messages and may import only the
 * contract and the domain. An SMS goes through `smsText`: plain letters when the partner chose
 * "SMS without special letters" (app/domain/sms.ts). Drafts, not yet reviewed by a native speaker
 * (docs/i18n/glossary.md). Pure.
 */
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '~contract/languages';
import { needsSpecialLetters, toGsm7 } from '~/domain/sms';

/** A payout-account change (spec "Settlement account"; issue 38): the new account, from when, the one paid until then. */
export type PayoutChange = { company: string; what: string; until: string; before: string | null; link: string };
/** A deduction query's answer: the query, the deduction's cause in words, its trip's day (DD-MM-YYYY) and plate, the refund in naira (null: upheld). */
export type QueryAnswer = { id: number; cause: string; day: string; plate: string; refund: string | null };

export type MessageWords = {
  loginCode: (code: string) => string;
  payoutCode: (company: string, code: string) => string;
  resetSubject: string;
  resetBody: (link: string) => string;
  payoutSmsSubject: string;
  payoutEmailSubject: (what: string) => string;
  payoutBody: (c: PayoutChange) => string;
  inviteSubject: (company: string) => string;
  inviteBody: (company: string, link: string) => string;
  queryAnsweredSubject: (id: number) => string;
  queryAnswered: (a: QueryAnswer) => string;
};

export const MESSAGE_WORDS: Record<Language, MessageWords> = {
  'en-NG': {
    loginCode: (code) => `Your Vehicle Partner login code is ${code}. It expires in 10 minutes.`,
    payoutCode: (company, code) => `${company}: your code to confirm a payout account change is ${code}. It expires in 10 minutes. Never share it: nobody from the marketplace will ask for it.`,
    resetSubject: 'Reset your password',
    resetBody: (link) => `Open this link within 1 hour to choose a new password: ${link}`,
    payoutSmsSubject: 'Payout account changed',
    payoutEmailSubject: (what) => `Your payout account is changing to ${what}`,
    payoutBody: (c) =>
      `${c.company}: payouts will go to ${c.what} from ${c.until} (Lagos time)${c.before ? `; until then they go to ${c.before}` : '; until then they are held'}. Not you? Cancel the change: ${c.link}`,
    inviteSubject: (company) => `You have been invited to ${company}`,
    inviteBody: (company, link) => `${company} invited you to manage their fleet on Vehicle Partner. Accept the invitation: ${link}`,
    queryAnsweredSubject: (id) => `Deduction query #${id} answered`,
    queryAnswered: (a) => `Your query #${a.id} on the ${a.cause.toLowerCase()} of ${a.day} (${a.plate}): ${a.refund ? `${a.refund} refunded on your next payout.` : 'the deduction stands.'}`,
  },
  pcm: {
    loginCode: (code) => `Your Vehicle Partner login code na ${code}. E go expire in 10 minutes.`,
    payoutCode: (company, code) => `${company}: your code to confirm payout account change na ${code}. E go expire in 10 minutes. No give anybody: nobody from the marketplace go ask you for am.`,
    resetSubject: 'Change your password',
    resetBody: (link) => `Open this link before 1 hour pass to choose new password: ${link}`,
    payoutSmsSubject: 'Your payout account don change',
    payoutEmailSubject: (what) => `Your payout account dey change to ${what}`,
    payoutBody: (c) =>
      `${c.company}: from ${c.until} (Lagos time), payout go enter ${c.what}${c.before ? `; before then e go still enter ${c.before}` : '; before then dem go hold am'}. No be you? Cancel am: ${c.link}`,
    inviteSubject: (company) => `${company} don invite you`,
    inviteBody: (company, link) => `${company} invite you to help manage their motor dem for Vehicle Partner. Accept the invitation: ${link}`,
    queryAnsweredSubject: (id) => `Dem don answer your deduction query #${id}`,
    queryAnswered: (a) => `Your query #${a.id} about the ${a.cause.toLowerCase()} of ${a.day} (${a.plate}): ${a.refund ? `${a.refund} go come back for your next payout.` : 'the cut still stand.'}`,
  },
  ha: {
    loginCode: (code) => `Lambar shiga Vehicle Partner ɗinka ita ce ${code}. Za ta ƙare cikin minti 10.`,
    payoutCode: (company, code) =>
      `${company}: lambarka ta tabbatar da canjin asusun karɓar kuɗi ita ce ${code}. Za ta ƙare cikin minti 10. Kada ka ba kowa: babu wanda daga kasuwa zai tambaye ka ita.`,
    resetSubject: 'Sake saita kalmar sirrinka',
    resetBody: (link) => `Buɗe wannan mahaɗin cikin awa 1 don zaɓar sabuwar kalmar sirri: ${link}`,
    payoutSmsSubject: 'An canza asusun karɓar kuɗi',
    payoutEmailSubject: (what) => `Asusun karɓar kuɗinka yana canzawa zuwa ${what}`,
    payoutBody: (c) =>
      `${c.company}: za a riƙa biyan kuɗi zuwa ${c.what} daga ${c.until} (lokacin Lagos)${c.before ? `; kafin nan za a biya zuwa ${c.before}` : '; kafin nan za a riƙe su'}. Ba kai ba ne? Soke canjin: ${c.link}`,
    inviteSubject: (company) => `${company} ya gayyace ka`,
    inviteBody: (company, link) => `${company} ya gayyace ka don ka taimaka wajen kula da motocinsu a Vehicle Partner. Karɓi gayyatar: ${link}`,
    queryAnsweredSubject: (id) => `An amsa tambayar ragi #${id}`,
    queryAnswered: (a) => `Tambayarka #${a.id} kan ${a.cause.toLowerCase()} na ${a.day} (${a.plate}): ${a.refund ? `za a mayar da ${a.refund} a biyan kuɗinka na gaba.` : 'ragin yana nan.'}`,
  },
  yo: {
    loginCode: (code) => `Kóòdù ìwọlé Vehicle Partner rẹ ni ${code}. Yóò parí ní ìṣẹ́jú 10.`,
    payoutCode: (company, code) => `${company}: kóòdù rẹ láti fìdí àyípadà àkáǹtì ìsanwó múlẹ̀ ni ${code}. Yóò parí ní ìṣẹ́jú 10. Má fi fún ẹnikẹ́ni: kò sí ẹni láti ọjà tí yóò bèèrè rẹ̀.`,
    resetSubject: 'Tún ọ̀rọ̀ aṣínà rẹ ṣe',
    resetBody: (link) => `Ṣí ìjápọ̀ yìí láàárín wákàtí 1 láti yan ọ̀rọ̀ aṣínà tuntun: ${link}`,
    payoutSmsSubject: 'Àkáǹtì ìsanwó ti yí padà',
    payoutEmailSubject: (what) => `Àkáǹtì ìsanwó rẹ ń yí padà sí ${what}`,
    payoutBody: (c) =>
      `${c.company}: owó sísan yóò máa lọ sí ${c.what} láti ${c.until} (àkókò Lagos)${c.before ? `; títí di ìgbà náà yóò máa lọ sí ${c.before}` : '; títí di ìgbà náà a ó dá a dúró'}. Kì í ṣe ìwọ? Fagilé àyípadà náà: ${c.link}`,
    inviteSubject: (company) => `${company} ti pè ọ́`,
    inviteBody: (company, link) => `${company} pè ọ́ láti bá wọn ṣàkóso ọkọ̀ wọn lórí Vehicle Partner. Gba ìpè náà: ${link}`,
    queryAnsweredSubject: (id) => `A ti dáhùn ìbéèrè ìyọkúrò #${id}`,
    queryAnswered: (a) => `Ìbéèrè rẹ #${a.id} nípa ${a.cause.toLowerCase()} ti ${a.day} (${a.plate}): ${a.refund ? `a ó dá ${a.refund} padà nínú owó sísan rẹ tó kàn.` : 'ìyọkúrò náà dúró.'}`,
  },
  ig: {
    loginCode: (code) => `Koodu nbanye Vehicle Partner gị bụ ${code}. Ọ ga-agwụ n'ime nkeji 10.`,
    payoutCode: (company, code) => `${company}: koodu gị iji kwado mgbanwe akaụntụ ịnata ego bụ ${code}. Ọ ga-agwụ n'ime nkeji 10. Enyela onye ọ bụla ya: ọ dịghị onye si n'ahịa ga-arịọ gị ya.`,
    resetSubject: 'Tọgharịa okwuntughe gị',
    resetBody: (link) => `Mepee njikọ a n'ime otu awa iji họrọ okwuntughe ọhụrụ: ${link}`,
    payoutSmsSubject: 'Agbanweela akaụntụ ịnata ego',
    payoutEmailSubject: (what) => `Akaụntụ ịnata ego gị na-agbanwe gaa na ${what}`,
    payoutBody: (c) =>
      `${c.company}: a ga-akwụ ụgwọ na ${c.what} site na ${c.until} (oge Lagos)${c.before ? `; ruo mgbe ahụ a ga-akwụ na ${c.before}` : '; ruo mgbe ahụ a ga-ejide ya'}. Ọ bụghị gị? Kagbuo mgbanwe ahụ: ${c.link}`,
    inviteSubject: (company) => `${company} akpọọla gị`,
    inviteBody: (company, link) => `${company} kpọrọ gị ka i nyere aka lekọta ụgbọala ha na Vehicle Partner. Nabata oku ahụ: ${link}`,
    queryAnsweredSubject: (id) => `Azaala ajụjụ mbelata #${id}`,
    queryAnswered: (a) => `Ajụjụ gị #${a.id} gbasara ${a.cause.toLowerCase()} nke ${a.day} (${a.plate}): ${a.refund ? `a ga-eweghachi ${a.refund} na ịkwụ ụgwọ gị na-esote.` : 'mbelata ahụ ka dị.'}`,
  },
};

/** The message words of a person's saved language (a user row's `language`), English when none or unknown. */
export function messageWordsFor(language: string | null | undefined): MessageWords & { language: Language } {
  const code = isLanguage(language) ? language : DEFAULT_LANGUAGE;
  return { ...MESSAGE_WORDS[code], language: code };
}

/**
 * An SMS's text as it is sent in `language` (issue 44 §4): in plain letters (GSM-7) when the
 * language's letters leave GSM-7 and the partner chose "SMS without special letters"
 * (`plainLetters`), else as written.
 */
export const smsText = (text: string, language: Language, plainLetters: boolean) => (plainLetters && needsSpecialLetters(language) ? toGsm7(text) : text);

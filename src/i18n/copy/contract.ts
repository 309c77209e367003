/** The contract: request-level refusals and query or path parameters. */
import type { Texts } from '../texts.js';

export const CONTRACT_COPY = {
  'api.rate_limited': {
    'zh-CN': '请求过于频繁，请在 {retryAfter} 秒后重试。',
    en: 'Too many requests; try again in {retryAfter} s.',
    ja: 'リクエストが多すぎるため、{retryAfter} 秒後に再試行してください。',
    ko: '요청이 너무 많으니 {retryAfter}초 후에 다시 시도하십시오.',
  },
  'api.not_found': {
    'zh-CN': '没有这个地址，可用的接口见 /v1/openapi.json。',
    en: 'There is no such path; the endpoints are listed in /v1/openapi.json.',
    ja: 'このパスはなく、利用できるエンドポイントは /v1/openapi.json にあります。',
    ko: '이 경로는 없으며 사용할 수 있는 엔드포인트는 /v1/openapi.json에 있습니다.',
  },
  'api.method_not_allowed': {
    'zh-CN': '这个地址不接受此请求方法，只接受 {allow}。',
    en: 'This path does not take that request method; it takes {allow}.',
    ja: 'このパスはそのメソッドを受け付けず、受け付けるのは {allow} です。',
    ko: '이 경로는 그 요청 메서드를 받지 않으며 {allow}만 받습니다.',
  },
  'api.body_too_large': {
    'zh-CN': '请求体超过 {limit} 字节的上限。',
    en: 'The request body is larger than the limit of {limit} bytes.',
    ja: 'リクエスト本文が上限の {limit} バイトを超えています。',
    ko: '요청 본문이 상한인 {limit}바이트를 넘습니다.',
  },
  'api.unsupported_media_type': {
    'zh-CN': '请求体必须是 JSON，Content-Type 应为 application/json。',
    en: 'The request body must be JSON, sent with Content-Type application/json.',
    ja: 'リクエスト本文は JSON で、Content-Type は application/json でなければなりません。',
    ko: '요청 본문은 JSON이어야 하며 Content-Type은 application/json이어야 합니다.',
  },
  'api.malformed_json': {
    'zh-CN': '请求体不是有效的 JSON。',
    en: 'The request body is not valid JSON.',
    ja: 'リクエスト本文が正しい JSON ではありません。',
    ko: '요청 본문이 올바른 JSON이 아닙니다.',
  },
  'api.empty_body': {
    'zh-CN': '请求体为空，需要一个 JSON 对象。',
    en: 'The request body is empty; a JSON object is needed.',
    ja: 'リクエスト本文が空ですが、JSON オブジェクトが必要です。',
    ko: '요청 본문이 비어 있지만 JSON 객체가 필요합니다.',
  },
  'api.body_not_expected': {
    'zh-CN': '请求方法为 GET、HEAD 或 OPTIONS 时不能带请求体。',
    en: 'A GET, HEAD or OPTIONS request cannot carry a body.',
    ja: 'リクエストメソッドが GET、HEAD、OPTIONS のときは本文を付けられません。',
    ko: '요청 메서드가 GET, HEAD, OPTIONS이면 본문을 붙일 수 없습니다.',
  },
  'api.body_not_utf8': {
    'zh-CN': '请求体不是有效的 UTF-8 文本。',
    en: 'The request body is not valid UTF-8 text.',
    ja: 'リクエスト本文が正しい UTF-8 テキストではありません。',
    ko: '요청 본문이 올바른 UTF-8 텍스트가 아닙니다.',
  },
  'api.unsupported_charset': {
    'zh-CN': '请求体只接受 UTF-8 编码，不接受 {charset}。',
    en: 'The request body is read as UTF-8 only, not {charset}.',
    ja: 'リクエスト本文は UTF-8 のみ受け付け、{charset} は受け付けません。',
    ko: '요청 본문은 UTF-8만 받으며 {charset}은 받지 않습니다.',
  },
  'api.unsupported_encoding': {
    'zh-CN': '请求体不能压缩（Content-Encoding: {encoding}），请发送未压缩的 JSON。',
    en: 'The request body cannot be compressed (Content-Encoding: {encoding}); send plain JSON.',
    ja: 'リクエスト本文は圧縮できないため（Content-Encoding: {encoding}）、圧縮しない JSON を送ってください。',
    ko: '요청 본문은 압축할 수 없으니(Content-Encoding: {encoding}) 압축하지 않은 JSON을 보내십시오.',
  },
  'api.bad_url': {
    'zh-CN': '这个地址含有无法解码的字符。',
    en: 'The address has characters that cannot be decoded.',
    ja: 'このアドレスにはデコードできない文字が含まれています。',
    ko: '이 주소에 해독할 수 없는 문자가 있습니다.',
  },
  'api.bad_request': {
    'zh-CN': '无法读取这个请求。',
    en: 'The request could not be read.',
    ja: 'このリクエストを読み取れません。',
    ko: '이 요청을 읽을 수 없습니다.',
  },
  'api.internal': {
    'zh-CN': '服务内部出错，请稍后重试。',
    en: 'Something failed inside the service; please try again later.',
    ja: 'サービス内部でエラーが発生したため、しばらくしてから再試行してください。',
    ko: '서비스 내부에서 오류가 발생했으니 잠시 후 다시 시도하십시오.',
  },
  'param.unknown': {
    'zh-CN': '不认识这个参数，请检查拼写。',
    en: 'This parameter is not known here; check its spelling.',
    ja: 'このパラメーターはここでは使えないため、綴りを確認してください。',
    ko: '여기서 알 수 없는 매개변수이니 철자를 확인하십시오.',
  },
  'param.repeated': {
    'zh-CN': '这个参数只能出现一次。',
    en: 'This parameter may be given only once.',
    ja: 'このパラメーターは一度だけ指定できます。',
    ko: '이 매개변수는 한 번만 지정할 수 있습니다.',
  },
  'param.required': {
    'zh-CN': '缺少这个必填参数。',
    en: 'This required parameter is missing.',
    ja: 'この必須パラメーターがありません。',
    ko: '이 필수 매개변수가 없습니다.',
  },
  'param.lang_unsupported': {
    'zh-CN': '不支持这种语言，可选 zh-CN、en、ja、ko。',
    en: 'This language is not offered; choose zh-CN, en, ja or ko.',
    ja: 'この言語には対応していないため、zh-CN、en、ja、ko から選んでください。',
    ko: '이 언어는 지원하지 않으니 zh-CN, en, ja, ko 중에서 고르십시오.',
  },
  'param.integer_expected': {
    'zh-CN': '这里需要一个不带符号和小数点的整数。',
    en: 'A whole number without sign or decimal point is needed here.',
    ja: 'ここには符号や小数点のない整数が必要です。',
    ko: '여기에는 부호나 소수점이 없는 정수가 필요합니다.',
  },
  'param.integer_range': {
    'zh-CN': '这个数必须在 {min} 到 {max} 之间。',
    en: 'This number must be from {min} to {max}.',
    ja: 'この数は {min} から {max} の間でなければなりません。',
    ko: '이 수는 {min}에서 {max} 사이여야 합니다.',
  },
  'param.integer_min': {
    'zh-CN': '这个数不能小于 {min}。',
    en: 'This number must not be less than {min}.',
    ja: 'この数は {min} 未満にできません。',
    ko: '이 수는 {min}보다 작을 수 없습니다.',
  },
  'param.choice_expected': {
    'zh-CN': '这个值不在可选值之中，可选值见 /v1/openapi.json。',
    en: 'This value is not one of the allowed values; they are listed in /v1/openapi.json.',
    ja: 'この値は選択肢になく、選択肢は /v1/openapi.json にあります。',
    ko: '이 값은 허용된 값이 아니며 허용 값은 /v1/openapi.json에 있습니다.',
  },
  'param.date_invalid': {
    'zh-CN': '日期应写成 YYYY-MM-DD，并且是日历上真实存在的一天。',
    en: 'A date is written YYYY-MM-DD and must be a day that exists on the calendar.',
    ja: '日付は YYYY-MM-DD の形で、暦に実在する日でなければなりません。',
    ko: '날짜는 YYYY-MM-DD 형식이어야 하며 달력에 실제로 있는 날이어야 합니다.',
  },
  'param.pattern_mismatch': {
    'zh-CN': '这个值的格式不对。',
    en: 'This value is not in the expected form.',
    ja: 'この値の形式が正しくありません。',
    ko: '이 값의 형식이 올바르지 않습니다.',
  },
} as const satisfies Record<string, Texts>;

/** The dataset routes. */
import type { Texts } from '../texts.js';

export const DATASET_COPY = {
  'dataset.not_found': {
    'zh-CN': '没有这个数据集，可用的有 {datasets}。',
    en: 'There is no such dataset; the datasets are {datasets}.',
    ja: 'そのデータセットはなく、{datasets} があります。',
    ko: '그런 데이터셋은 없으며 있는 데이터셋: {datasets}.',
  },
  'dataset.version_not_found': {
    'zh-CN': '这个数据集没有这个版本，版本列表见 /v1/datasets/{id}。',
    en: 'This dataset has no such version; its versions are listed at /v1/datasets/{id}.',
    ja: 'このデータセットにそのバージョンはなく、一覧は /v1/datasets/{id} にあります。',
    ko: '이 데이터셋에는 그 버전이 없으며 버전 목록은 /v1/datasets/{id}에 있습니다.',
  },
  'dataset.version_refused': {
    'zh-CN': '数据集 {id} 的版本 {version} 在启动时未通过文件检查，已拒绝加载，暂不提供。',
    en: 'Version {version} of the dataset {id} failed the checks on its files at start-up and is not served.',
    ja: 'データセット {id} のバージョン {version} は起動時にファイルの検査に通らず、提供していません。',
    ko: '데이터셋 {id}의 버전 {version}은 시작할 때 파일 검사를 통과하지 못해 제공하지 않습니다.',
  },
  'dataset.files_unreadable': {
    'zh-CN': '数据集 {id} 的版本 {version} 的文件暂时无法读取（数据目录出了故障），请稍后再试。',
    en: 'The files of version {version} of the dataset {id} cannot be read just now (a fault of the data folder); try again later.',
    ja: 'データセット {id} のバージョン {version} のファイルは今は読めないため（データフォルダーの障害）、しばらくしてからもう一度お試しください。',
    ko: '데이터셋 {id}의 버전 {version} 파일을 지금은 읽을 수 없으니(데이터 폴더 장애) 잠시 후 다시 시도하세요.',
  },
  'dataset.report_not_found': {
    'zh-CN': '数据集 {id} 的版本 {version} 导入时没有生成导入报告。',
    en: 'Version {version} of the dataset {id} was imported without an import report.',
    ja: 'データセット {id} のバージョン {version} は取り込みレポートなしで取り込まれました。',
    ko: '데이터셋 {id}의 버전 {version}은 가져오기 보고서 없이 가져왔습니다.',
  },
  'dataset.changes_one_version': {
    'zh-CN': '只安装了一个版本的出口退税率文库，没有可比较的上一版；请用 from 和 to 指定两个版本。',
    en: 'Only one version of the refund library is installed, so there is no earlier one to compare; name two versions with from and to.',
    ja: '還付率ライブラリは 1 バージョンしか導入されておらず比べる前の版がないため、from と to で 2 つのバージョンを指定してください。',
    ko: '환급률 문고는 한 버전만 설치되어 있어 비교할 이전 판이 없으니 from과 to로 두 버전을 지정하십시오.',
  },
  'dataset.changes_order': {
    'zh-CN': 'from 必须是比 to 更早的版本，而 {from} 不早于 {to}；请交换两者，或改用更早的版本。',
    en: 'The from version must be older than the to version, and {from} is not older than {to}; swap them, or name an older one.',
    ja: 'from には to より古いバージョンが必要ですが {from} は {to} より古くないため、両者を入れ替えるか、より古いバージョンを指定してください。',
    ko: 'from은 to보다 오래된 버전이어야 하는데 {from}은(는) {to}보다 오래되지 않았으니 둘을 바꾸거나 더 오래된 버전을 지정하십시오.',
  },
  'dataset.changes_too_large': {
    'zh-CN':
      '版本 {from} 与 {to} 共有 {periods} 个期间，超过一次比较可读取的 {budget} 个，服务不比较这两个版本；请下载两个版本的 rows.csv 自行比较。',
    en: 'The versions {from} and {to} hold {periods} periods together, more than the {budget} one comparison may read, so the service does not compare them; download the rows.csv of each and compare them yourself.',
    ja: 'バージョン {from} と {to} の期間は合わせて {periods} 件で 1 回の比較で読める {budget} 件を超えるため、両バージョンの rows.csv をダウンロードしてご自身で比べてください。',
    ko: '버전 {from}과(와) {to}의 기간은 합쳐 {periods}개로 한 번의 비교가 읽을 수 있는 {budget}개를 넘으니 두 버전의 rows.csv를 내려받아 직접 비교하십시오.',
  },
  'dataset.none_installed': {
    'zh-CN': '这台服务器还没有安装这个数据集的任何版本，这是服务的情况而不是请求有误。',
    en: 'No version of this dataset is installed on this server yet, which is the service’s condition and not a mistake in the request.',
    ja: 'このサーバーにはこのデータセットのバージョンがまだ導入されておらず、これはリクエストの誤りではなくサービス側の状態です。',
    ko: '이 서버에는 아직 이 데이터셋의 버전이 설치되어 있지 않으며, 이는 요청의 잘못이 아니라 서비스 측 상태입니다.',
  },
} as const satisfies Record<string, Texts>;

"""The tool vocabulary: what the words and commands agents use *do*, as data.

The matcher (``ledger.matcher``) reads rules and tool calls through these tables only, so that
teaching it a new tool is a new row here, not new code. Three kinds of rows:

- ``VERBS``: a word (rule text, tool name, description, SQL keyword) -> the actions it names.
  Actions are a small closed set of concepts (``delete``, ``migrate``, ``force_push`` ...);
  ``IMPLIES`` widens a call's action to the broader ones a rule may name ("never push to main"
  covers a force push; "don't touch X" covers a delete).
- ``COMMANDS``: program -> subcommand path -> actions, the object nouns it acts on, and flags
  that add actions (``git push -f`` is a force push) or make it a dry run (``--dry-run``,
  ``terraform plan``). Tested per row in tests/ledger/test_tool_vocab.py.
- ``ALIASES`` / ``ENVIRONMENTS`` / ``GENERIC``: nouns that name the same thing ("pvc" is a
  "persistent volume claim"), words that name an environment ("prd", "live" -> prod), and
  nouns too generic to decide a match ("host", "table").
"""

from __future__ import annotations

from dataclasses import dataclass, field

#: Actions that change nothing. A call whose only actions are these never breaks a prohibition
#: on a change; rules about reading (printing secrets, exporting, exec into pods) name them.
READ_ACTIONS = frozenset({"read"})

#: A call action -> the broader actions a rule may name for it ("write" is "any change").
IMPLIES: dict[str, frozenset[str]] = {
    "force_push": frozenset({"push", "rewrite", "write"}),
    "push": frozenset({"write"}),
    "delete": frozenset({"write", "remove", "cancel", "disable"}),
    "truncate": frozenset({"delete", "write"}),
    "flush": frozenset({"delete", "write"}),
    "migrate": frozenset({"write", "schema"}),
    "schema": frozenset({"write"}),
    "deploy": frozenset({"write"}),
    "apply": frozenset({"write", "deploy"}),
    "upgrade": frozenset({"write", "install", "deploy"}),
    "install": frozenset({"write"}),
    "uninstall": frozenset({"write", "delete"}),
    "rollback": frozenset({"write", "deploy"}),
    "restore": frozenset({"write"}),
    "restart": frozenset({"write"}),
    "stop": frozenset({"write"}),
    "start": frozenset({"write"}),
    "scale": frozenset({"write"}),
    "drain": frozenset({"write", "cordon"}),
    "cordon": frozenset({"write"}),
    "rewrite": frozenset({"write"}),
    "rebuild": frozenset({"write"}),
    "discard": frozenset({"delete", "write"}),
    "commit": frozenset({"write"}),
    "merge": frozenset({"write"}),
    "tag": frozenset({"write", "release"}),
    "release": frozenset({"write", "publish"}),
    "publish": frozenset({"write", "send", "release", "expose", "push"}),
    "send": frozenset({"write"}),
    "refund": frozenset({"write", "pay"}),
    "charge": frozenset({"write", "pay"}),
    "pay": frozenset({"write"}),
    "credit": frozenset({"write", "pay"}),
    "discount": frozenset({"write"}),
    "cancel": frozenset({"write", "delete"}),
    "void": frozenset({"write", "cancel"}),
    "close": frozenset({"write"}),
    "escalate": frozenset({"write"}),
    "move": frozenset({"write", "delete"}),
    "copy": frozenset({"write"}),
    "create": frozenset({"write"}),
    "schedule": frozenset({"write", "create"}),
    "invite": frozenset({"write", "share"}),
    "accept": frozenset({"write"}),
    "decline": frozenset({"reply", "write"}),
    "archive": frozenset({"write"}),
    "revoke": frozenset({"write", "permission"}),
    "share": frozenset({"write", "expose"}),
    "expose": frozenset({"write", "share"}),
    "grant": frozenset({"write", "permission"}),
    "permission": frozenset({"write"}),
    "rotate": frozenset({"write"}),
    "silence": frozenset({"write", "disable"}),
    "vacuum": frozenset({"write"}),
    "reindex": frozenset({"write"}),
    "export": frozenset({"read"}),
    "reveal": frozenset({"read"}),
    "exec": frozenset({"read"}),
    "upload": frozenset({"write", "copy", "share"}),
    "reply": frozenset({"send", "write"}),
    "disable": frozenset({"write", "stop", "silence"}),
    "bypass": frozenset({"write"}),
    "acknowledge": frozenset({"write"}),
}

#: A word (stemmed by ``ledger.matcher.stem``) -> actions. Used for rule text, tool names,
#: descriptions and argument values such as ``status="closed"``.
VERBS: dict[str, frozenset[str]] = {
    k: frozenset(v.split())
    for k, v in {
        "delet": "delete",
        "remov": "delete",
        "rm": "delete",
        "drop": "delete",
        "purg": "delete flush",
        "wip": "delete",
        "eras": "delete",
        "destroy": "delete",
        "terminat": "delete",
        "prun": "delete",
        "truncat": "truncate",
        "empty": "truncate",
        "flush": "flush",
        "flushall": "flush",
        "flushdb": "flush",
        "restart": "restart",
        "reboot": "restart",
        "reload": "restart",
        "bounc": "restart",
        "recycl": "restart",
        "stop": "stop",
        "kill": "stop",
        "shutdown": "stop",
        "halt": "stop",
        "deallocat": "stop",
        "pkill": "stop",
        "killall": "stop",
        "disabl": "disable",
        "start": "start",
        "enabl": "start",
        "launch": "start",
        "deploy": "deploy",
        "ship": "deploy",
        "rollout": "deploy",
        "migrat": "migrate",
        "migration": "migrate",
        "push": "push",
        "force-push": "force_push",
        "forcepush": "force_push",
        "merg": "merge",
        "commit": "commit",
        "rebas": "rewrite",
        "amend": "rewrite",
        "squash": "rewrite",
        "tag": "tag",
        "releas": "release tag",
        "publish": "publish",
        "send": "send",
        "post": "send",
        "messag": "send",
        "email": "send",
        "mail": "send",
        "notify": "send",
        "tweet": "publish",
        "sms": "send",
        "text": "send",
        "reply": "reply",
        "respond": "reply",
        "page": "send",
        "refund": "refund",
        "charg": "charge",
        "bill": "charge",
        "payout": "pay",
        "pay": "pay",
        "transfer": "pay",
        "credit": "credit",
        "discount": "discount",
        "coupon": "discount",
        "cancel": "cancel",
        "cancelled": "cancel",
        "canceled": "cancel",
        "void": "void",
        "clos": "close",
        "closed": "close",
        "solv": "close",
        "solved": "close",
        "resolv": "close",
        "escalat": "escalate",
        "mov": "move",
        "mv": "move",
        "renam": "move",
        "reschedul": "move",
        "copy": "copy",
        "cp": "copy",
        "upload": "upload",
        "creat": "create",
        "add": "create install",
        "insert": "create",
        "new": "create",
        "book": "schedule create",
        "schedul": "schedule create",
        "acl": "share",
        "invit": "invite",
        "accept": "accept",
        "accepted": "accept",
        "shar": "share",
        "public": "expose",
        "publicly": "expose",
        "authoriz": "grant",
        "invalidat": "flush",
        "assignment": "grant",
        "rerun": "start",
        "broadcast": "send",
        "suppress": "silence",
        "acknowledg": "acknowledge",
        "ack": "acknowledge",
        "done": "close",
        "deployment": "deploy",
        "repartition": "delete",
        "deactivat": "disable",
        "suspend": "disable",
        "paus": "disable",
        "written": "write",
        "sent": "send",
        "skip": "bypass",
        "bypass": "bypass",
        "circumvent": "bypass",
        "trigger": "start",
        "backfill": "start write",
        "los": "discard",
        "expos": "expose",
        "clear": "flush",
        "nuk": "delete",
        "promot": "deploy",
        "captur": "charge",
        "outreach": "send",
        "dm": "send",
        "ping": "send",
        "grant": "grant",
        "attach": "grant",
        "reindex": "reindex",
        "declin": "decline",
        "rsvp": "reply",
        "sale": "charge",
        "blast": "send",
        "regenerat": "rotate",
        "promis": "send reply",
        "bind": "grant",
        "submit": "publish send",
        "upsert": "write create",
        "append": "write create",
        "import": "write create",
        "submission": "publish send",
        "overrid": "write",
        "reassign": "write",
        "chmod": "permission",
        "chown": "permission",
        "permission": "permission",
        "rotat": "rotate",
        "silenc": "silence",
        "mut": "silence",
        "snooz": "silence",
        "vacuum": "vacuum",
        "repack": "vacuum",
        "export": "export",
        "dump": "export",
        "download": "export",
        "print": "reveal",
        "show": "reveal",
        "echo": "reveal",
        "cat": "reveal",
        "display": "reveal",
        "reveal": "reveal",
        "leak": "reveal",
        "past": "reveal",
        "exec": "exec",
        "ssh": "exec",
        "shell": "exec",
        "writ": "write",
        "edit": "write",
        "modify": "write",
        "chang": "write",
        "updat": "write",
        "touch": "write",
        "overwrit": "write",
        "set": "write",
        "put": "write",
        "patch": "write",
        "alter": "schema",
        "replac": "write",
        "recreat": "rebuild",
        "archiv": "archive",
        "revok": "revoke",
        "sav": "write",
        "bump": "upgrade",
        "upgrad": "upgrade",
        "install": "install",
        "uninstall": "uninstall",
        "apply": "apply",
        "scal": "scale",
        "drain": "drain",
        "cordon": "cordon",
        "rollback": "rollback",
        "revert": "rollback",
        "undo": "rollback",
        "restor": "restore",
        "discard": "discard",
        "reset": "discard",
        "clean": "discard",
        "get": "read",
        "list": "read",
        "read": "read",
        "describ": "read",
        "view": "read",
        "search": "read",
        "fetch": "read",
        "find": "read",
        "query": "read",
        "count": "read",
        "status": "read",
        "check": "read",
        "select": "read",
        "diff": "read",
        "plan": "read",
        "preview": "read",
        "draft": "read",
        "log": "read",
        "history": "read",
        "inspect": "read",
        "retriev": "read",
        "lookup": "read",
        "validat": "read",
        "compil": "read",
        "lint": "read",
    }.items()
}

#: Two-word phrases -> actions, checked before single words ("schema change", "payment intent").
PHRASES: dict[tuple[str, str], frozenset[str]] = {
    ("spin", "up"): frozenset({"create", "start"}),
    ("schema", "chang"): frozenset({"schema"}),
    ("payment", "intent"): frozenset({"charge"}),
    ("force", "push"): frozenset({"force_push"}),
    ("run", "instanc"): frozenset({"start", "create"}),
    ("full", "refresh"): frozenset({"rebuild"}),
    ("vacuum", "full"): frozenset({"vacuum"}),
    ("forc", "push"): frozenset({"force_push"}),
    ("pay", "out"): frozenset({"pay"}),
    ("roll", "back"): frozenset({"rollback"}),
    ("give", "out"): frozenset({"credit"}),
    ("shut", "down"): frozenset({"stop"}),
    ("rewrit", "history"): frozenset({"rewrite"}),
    ("throw", "away"): frozenset({"discard"}),
    ("open", "port"): frozenset({"expose"}),
    ("goe", "live"): frozenset({"deploy"}),
    ("cut", "release"): frozenset({"release"}),
    ("turn", "off"): frozenset({"disable"}),
    ("switch", "off"): frozenset({"disable"}),
    ("lock", "out"): frozenset({"disable"}),
    ("tear", "down"): frozenset({"delete"}),
    ("go", "live"): frozenset({"deploy"}),
}

#: Multi-word names in a rule read as the one thing they name (guards5), before its words are split:
#: "kill switches" are flags, not a kill; a "dead letter queue" is spelled ``dlq`` by the calls.
RULE_PHRASES: dict[str, str] = {
    "dead letter queues": "dlq",
    "dead letter queue": "dlq",
    "dead-letter queues": "dlq",
    "dead-letter queue": "dlq",
    "kill switches": "killswitch",
    "kill switch": "killswitch",
    "kill-switches": "killswitch",
    "kill-switch": "killswitch",
    "anyone with the link": "publicly",
    "anyone-with-the-link": "publicly",
    "container registry": "containerregistry",
    "container registries": "containerregistry",
    "docker registry": "containerregistry",
    "image registry": "containerregistry",
    "model registry": "modelregistry",
    "cron jobs": "cronjob",
    "cron job": "cronjob",
}

#: Nouns that name the same thing: each key also matches the words of its value.
ALIASES: dict[str, frozenset[str]] = {
    k: frozenset(v.split())
    for k, v in {
        "shared": "main master develop release trunk",
        "po": "pod",
        "deploy": "deployment",
        "svc": "service",
        "ns": "namespace",
        "secret": "credential password token key apikey",
        "credential": "secret password token key",
        "password": "secret credential",
        "key": "secret credential token apikey",
        "vm": "instanc ec2 compute",
        "ec2": "instanc vm",
        "gcloud": "cloud gcp google",
        "s3api": "s3",
        "snapshot": "backup",
        "dump": "backup",
        "twilio": "sms phone",
        "whatsapp": "messaging_product",
        "pypi": "twine",
        "twine": "pypi",
        "sms": "twilio",
        "tweet": "twitter",
        "twitter": "tweet",
        "campaign": "newsletter",
        "pod": "pods",
        "ticket": "sup",
        "invoic": "in",
        "migration": "migrat",
        "primary": "master main writer leader rw",
        "oncall": "on-call pagerduty opsgenie",
        "apt": "apt-get",
        "group": "team",
        "team": "group",
        "engineering": "eng",
        "eng": "engineering",
        "workflow": "github gitlabci jenkinsfil circleci pipelin",
        "ci": "workflow github gitlab gitlabci jenkin circleci buildkite",
        "subscription": "sub",
        "vendor": "acct",
        "id": "ed25519 rsa",
        "application": "app",
        "mount": "mnt",
        "bucket": "s3 gs blob",
        "sourc": "src code",
        "generat": "gen generated",
        "protobuf": "pb2 proto",
        "remot": "github gitlab origin upstream",
        "contact": "customer",
        # People a rule names by category, and the tables, objects and CRM records that hold them.
        "customer": "cus user account client member contact subscriber buyer shopper",
        "user": "account member customer profile person auth audience everyone",
        "member": "user membership",
        "client": "customer account",
        "subscriber": "contact subscription member audience",
        "patient": "person",
        "employees": "staff worker personnel hr people employee",
        "student": "learner enrollment pupil",
        "tenant": "organization org",
        "people": "person user employee contact member",
        "lead": "prospect contact",
        "prospect": "lead contact",
        "pii": "email phone ssn address",
        "cdn": "cloudfront cloudflare fastly akamai",
        "config": "conf configuration cfg settings",
        "storage": "bucket blob s3 gs container",
        "infra": "infrastructure terraform pulumi terragrunt cloudformation",
        "work": "change worktree",
        # category words a call does not spell (guards4): what they stand for
        "stateful": "pvc persistentvolumeclaim persistent volume statefulset sts db rds database ebs disk",
        "lambda": "serverless function",
        "release": "deploy rollout",
        "terraform": "terragrunt tofu tf",
        "securitygroup": "sg firewall firewallrul nsg",
        "dns": "route53 cli53 record zone",
        "dealstage": "stagename stage",
        "wholecompany": "everyone company allhands staff",
        "rotation": "schedule",
        "warehouse": "snowflake snowsql bigquery bq redshift databricks",
        "apikey": "token",
        "chat": "slack teams discord",
        "store": "shopify shop",
        "credit": "giftcard gift",
        "appstore": "testflight asc appstoreconnect",
        "alert": "monitor alarm alerting grafana alertmanager amtool pagerduty opsgenie datadog",
        "worker": "process job celery sidekiq",
        "mass": "all everyone broadcast campaign bulk list",
        "port": "tcp udp",
        "variable": "env var vars envvar",
        "worldwritable": "777 666",
        "security": "firewall nsg",
        "ssh": "22",
        "socialmedia": "twitter tweet linkedin buffer facebook instagram mastodon",
        "global": "system sudo",
        "schedul": "cron timer dag crontab",
        "disk": "device nvme volume",
        "login": "account okta auth sso",
        "thirdparty": "external vendor partner contractor",
        "external": "vendor partner contractor thirdparty outsid",
        "outsid": "external",
        "dataset": "data export csv parquet",
        "branch": "heads refs ref",
        "hub": "dockerhub",
        "cach": "invalidation purge",
        "firewall": "iptables ufw nft firewalld nftables nsg",
        "iam": "role policy binding assignment",
        "admin": "owner superuser administrator root",
        "document": "doc file deck sheet spreadsheet page",
        "email": "message mail",
        "inbox": "mailbox gmail outlook message",
        "public": "internet world anonymous everyone publicly",
        "library": "package dependency",
        "dependency": "package library",
        "newsletter": "campaign broadcast mailchimp marketing list",
        "charg": "payment",
        "incident": "inc",
        "job": "process task cronjob",
        "database": "db postgres mysql 5432 3306 27017",
        "calendar": "event gcal meet",
        "messag": "chat",
        "lockfil": "lock",
        "retention": "lifecycl expiration ttl expir",
        "app": "application",
        # Platforms a rule names whose CLIs, hosts and API domains spell them differently.
        "snowflak": "snowsql snowflakecomputing",
        "bigquery": "bq",
        "salesforc": "sf sfdx force",
        "hubspot": "hubapi",
        "kafka": "kafka-topics kafkatopic kafkaconsumergroup",
        "googl": "play supply",
        "play": "supply playstor",
        "sendgrid": "sg",
        "mailchimp": "mc",
        "pagerduty": "pd",
        "featur": "flag toggle",
        "flag": "featur toggle",
        "pipelin": "workflow job build jenkin",
        "deal": "opportunity",
        "pag": "incident alert pagerduty pd",
        "driv": "gdriv gdrive drive",
        "general": "announcement announcements allhands all-hands company everyone",
        "gpu": "nvidia accelerator",
        "cron": "cronjob crontab",
        "android": "play supply aab apk",
        "github": "gh",
        "loadbalancer": "elb elbv2 elasticloadbalanc alb nlb lb listener backendservic forwardingrul targetgroup",
        "card": "payment charge paymentintent",
        "indic": "index indexes",
        "elasticsearch": "es opensearch 9200",
        "appstor": "deliver appstoreconnect asc testflight pilot",
        "googleplay": "play supply playstor",
        "dn": "route53 domain zone cloudflare",
        "audienc": "list member subscriber contact",
        # guards5: what the calls of registries, queues, flags, backups and jobs spell
        "dlq": "deadletter",
        "class": "tier machinetype instancetype",
        "killswitch": "kill",
        "containerregistry": "ecr acr crane skopeo artifactregistry registry",
        "experiment": "run runid mlflow wandb",
        "container": "docker podman imag",
        "invit": "event meeting",
        "meeting": "event meet invit gcalcli calendar",
        "doc": "document gdoc gdriv drive fil",
        "modelregistry": "mlflow huggingface hf registry",
        "backup": "restic borg kopia velero duplicity dump snapshot",
        "sheet": "spreadsheet gsheet gspread",
        "quickbook": "qbo intuit",
        "log": "logs loki cloudwatch logstash papertrail",
    }.items()
}

#: Abbreviations that stand for a whole phrase: the call's token covers every word of it.
EXPANSIONS: dict[str, str] = {
    "pvc": "persistent volume claim",
    "persistentvolumeclaim": "persistent volume claim",
    "pv": "persistent volume",
    "vm": "virtual machine",
    "pr": "pull request",
    "hpa": "horizontal pod autoscaler",
    "cm": "configmap",
    "sg": "security group",
    "oncall": "on call",
    "dns": "domain name",
    "devbox": "dev box",
    "sts": "statefulset",
    # guards5: job kinds that are training jobs
    "pytorchjob": "train job",
    "tfjob": "train job",
    "mpijob": "train job",
    "trainingjob": "train job",
    "customjob": "train job",
    "finetune": "train",
    "pretrain": "train",
    # deleting what a queue or topic holds deletes its messages
    "purgequeue": "purge queue messag",
    "kafkadeleterecords": "delete record messag",
}

#: Words that name an environment -> the environment.
ENVIRONMENTS: dict[str, str] = {
    "prod": "prod",
    "production": "prod",
    "prd": "prod",
    "live": "prod",
    "livemode": "prod",
    "staging": "staging",
    "stage": "staging",
    "stg": "staging",
    "dev": "dev",
    "development": "dev",
    "local": "dev",
    "localhost": "dev",
    "sandbox": "dev",
    "test": "test",
    "testing": "test",
    "qa": "test",
    "scratch": "dev",
    "testpypi": "test",
}

#: Nouns too generic to decide a match: a rule's "hosts" or "table" is not required in the call.
GENERIC = frozenset(
    "host hosts server servers machine machines box service services table tables database databases db "
    "file files folder directory dir account cluster namespace anything everything anyone anybody thing "
    "stuff repo repository instance instances change changes data system item record row rows "
    "version list channel terminal screen console stdout read rule rules environment site access project projects "
    "value values address addresses registry registries".split()
)
#: Generic nouns that still narrow a rule when they modify the next noun ("the database team",
#: "the database password"), unlike the head of a phrase ("the uploads directory").
MODIFIERS = frozenset(
    "database databases db service server host cluster file table data system account repo channel".split()
)

#: Nouns that hold named things: the rule word right before one names it ("the backups bucket",
#: "the payments repo") and must be in the call, not just the container.
CONTAINERS = frozenset(
    "bucket buckets repo repos repository database databases db cluster clusters table tables channel channels "
    "project projects namespace namespaces queue queues topic topics index indexes branch branches dataset "
    "datasets schema schemas workspace workspaces zone zones org organization folder drive vault".split()
)

#: Words of a rule that are neither action, target nor environment.
STOP = frozenset(
    "a an the to of in on at for and or but with do does did not no never dont don't doesnt avoid "
    "without please ever is are be it its this that these those from by as must should shall can "
    "cannot can't won't whatever you your yourself any all anything ever again just first "
    "ask asking asked approval approve sign-off signoff signing permission confirm confirming "
    "check checking me i my mine us into onto under over above below more less than fewer bigger "
    "greater larger smaller lower higher exceed exceeding up down out off about issue issuing issued "
    "new my our we by hand "
    "directly one single other behalf company against today tonight now limits anyone's yourself agent "
    "leave alone untouched intact keep private stay remain whole full output hand hands them it circumstance "
    "circumstances need needs require requires required hold offer nothing something everything everyone fine may "
    "their uncommitted included including include readable accessible visible allow pinned format take running mark "
    "transcript only real ok okay straight always once through via go goes "
    " max maximum minimum instead stuff mode "
    "everybody big huge give gives giving further here there anymore yet".split()
)


@dataclass(frozen=True)
class Sub:
    """One row of ``COMMANDS``: a subcommand path and what it does.

    ``path`` is matched against the leading positional words (``("rollout", "restart")``); the
    longest matching row wins, ``()`` is the program's default. ``flags`` add actions when present
    (``{"-f": "force_push"}``); a flag in ``dry`` (or a ``dry`` row) makes the call a dry run.
    ``objects`` are nouns the call acts on even when it does not spell them (``git push`` acts
    on a remote branch).
    """

    path: tuple[str, ...]
    actions: frozenset[str]
    objects: frozenset[str] = frozenset()
    flags: dict[str, frozenset[str]] = field(default_factory=dict)
    dry: frozenset[str] = frozenset()
    #: Positional words after ``path`` that are themselves verbs (aws ``terminate-instances``).
    verb_positionals: bool = False


def S(
    path: str, actions: str, objects: str = "", flags: dict[str, str] | None = None, dry: str = "", verbs: bool = False
) -> Sub:
    return Sub(
        tuple(path.split()),
        frozenset(actions.split()),
        frozenset(objects.split()),
        {k: frozenset(v.split()) for k, v in (flags or {}).items()},
        frozenset(dry.split()),
        verbs,
    )


#: Words of a compound name that mark it as not the real thing (``payments-sandbox``,
#: ``analytics_tmp_0412``, ``.env.example``): its other parts do not stand for the plain name.
QUALIFIERS = frozenset(
    "sandbox scratch tmp temp example sample fake dummy mock staging dev test testing draft drafts".split()
)
#: Words in a tool's name that make the call a rehearsal (``send_test_email``, ``draft_tweet``).
DRY_TOOL_WORDS = frozenset("test draft preview dry simulate estimate validate".split())

#: Flags that make any command a dry run.
DRY_RUN_FLAGS = frozenset(
    {"--dry-run", "--dryrun", "--what-if", "--check", "--noop", "--simulate", "--plan", "--preview"}
)

_MIGRATE = S("", "migrate", "migration database schema")
#: program -> rows. Wrappers (sudo, env, ssh, kubectl exec, sh -c ...) are unwrapped by the matcher.
COMMANDS: dict[str, tuple[Sub, ...]] = {
    "git": (
        S(
            "push",
            "push",
            "remote branch",
            {
                "-f": "force_push",
                "--force": "force_push",
                "--force-with-lease": "force_push",
                "--force-if-includes": "force_push",
                "-d": "delete",
                "--delete": "delete",
                "--tags": "tag",
                "--no-verify": "bypass",
            },
            dry="-n",
        ),
        S("commit", "commit", "branch", {"--amend": "rewrite", "--no-verify": "bypass", "-n": "bypass"}),
        S("merge", "merge", "branch"),
        S("rebase", "rewrite", "branch history"),
        S("reset", "read", "branch worktree", {"--hard": "discard rewrite"}),
        S("checkout", "read", "branch", {"--": "discard", ".": "discard"}),
        S("restore", "discard", "file"),
        S("clean", "discard delete", "file untracked", dry="-n --dry-run"),
        S("branch", "read", "branch local", {"-D": "delete", "-d": "delete", "--delete": "delete"}),
        S("tag", "tag", "release", dry="--list -l"),
        S("rm", "delete", "file"),
        S("mv", "move", "file"),
        S("stash", "write", "change"),
        S("stash drop", "discard delete", "change stash"),
        S("stash clear", "discard delete", "change stash"),
        S("stash pop", "write", "change stash"),
        S("stash list", "read", "change stash"),
        S("revert", "commit", "branch"),
        S("pull", "merge", "branch"),
        S("add", "write", "file", {"-f": "write"}),
        S("cherry-pick", "commit", "branch"),
        *(S(p, "read") for p in ("status", "log", "diff", "show", "fetch", "ls-remote", "blame", "remote")),
    ),
    "gh": (
        S("pr merge", "merge", "pull request main", {"--admin": "bypass"}),
        S("secret set", "create write", "secret ci"),
        S("secret delete", "delete", "secret ci"),
        S("variable set", "create write", "variable ci"),
        S("pr create", "create", "pull request"),
        S("pr close", "close", "pull request"),
        S("workflow run", "run start", "workflow"),  # the workflow's file name names the action: see matcher
        S("workflow disable", "disable", "workflow ci"),
        S("run cancel", "cancel", "workflow run"),
        S("release create", "release tag publish", "release"),
        S("release delete", "delete", "release"),
        S("repo delete", "delete", "repository"),
        S("repo edit", "write", "repository"),
        S("api", "read", "", {"-X": "", "--method": ""}),
        *(
            S(p, "read")
            for p in ("pr view", "pr list", "pr diff", "release view", "release list", "run list", "run view")
        ),
    ),
    "kubectl": (
        S("delete", "delete", "resource"),
        S("apply", "apply deploy", "manifest"),
        S("create", "create", "resource"),
        S("replace", "write", "resource"),
        S("patch", "write", "resource"),
        S("edit", "write", "resource"),
        S("set", "write deploy", "resource"),
        S("label", "write", "resource"),
        S("annotate", "write", "resource"),
        S("scale", "scale", "replicas"),
        S("autoscale", "scale", "replicas"),
        S("rollout restart", "restart", "deployment"),
        S("rollout undo", "rollback", "deployment release"),
        S("drain", "drain", "node"),
        S("cordon", "cordon", "node"),
        S("uncordon", "start", "node"),
        S("taint", "write", "node"),
        S("exec", "exec", "pod"),
        S("cp", "copy", "pod"),
        S("port-forward", "read", "pod"),
        *(
            S(p, "read")
            for p in (
                "get",
                "describe",
                "logs",
                "top",
                "diff",
                "explain",
                "rollout status",
                "rollout history",
                "config",
                "auth",
                "version",
                "api-resources",
            )
        ),
    ),
    "helm": (
        S("install", "install deploy", "release chart"),
        S("upgrade", "upgrade deploy", "release chart"),
        S("uninstall", "uninstall delete", "release chart"),
        S("delete", "uninstall delete", "release chart"),
        S("rollback", "rollback", "release"),
        S("diff", "read", "release"),
        *(
            S(p, "read")
            for p in ("template", "lint", "list", "ls", "status", "history", "get", "show", "repo", "search")
        ),
    ),
    "terraform": (
        S("apply", "apply deploy", "infrastructure resource", {"-destroy": "delete", "-replace": "rebuild"}),
        S("destroy", "delete", "infrastructure"),
        S("import", "write", "state"),
        S("taint", "write", "infrastructure"),
        S("state rm", "delete", "state"),
        S("state mv", "move", "state"),
        S("workspace delete", "delete", "workspace"),
        *(
            S(p, "read")
            for p in (
                "plan",
                "validate",
                "fmt",
                "show",
                "output",
                "state list",
                "state show",
                "init",
                "providers",
                "graph",
                "workspace select",
                "workspace list",
                "console",
            )
        ),
    ),
    "pulumi": (
        S("up", "apply deploy", "infrastructure"),
        S("destroy", "delete", "infrastructure"),
        *(S(p, "read") for p in ("preview", "stack", "config")),
    ),
    "aws": (
        S("", "read", "aws", verbs=True),
        S("secretsmanager get-secret-value", "reveal", "secret"),
        S("ssm get-parameter", "reveal", "secret parameter"),
        S("s3 sync", "copy", "bucket s3", {"--delete": "delete"}, dry="--dryrun"),
        S("s3 cp", "copy", "bucket s3", dry="--dryrun"),
        S("s3 rm", "delete", "bucket s3", dry="--dryrun"),
        S("s3 rb", "delete", "bucket s3"),
    ),
    "gcloud": (
        S("", "read", "cloud gcp", verbs=True),
        S("compute instances create", "create start", "cloud gcp instanc vm compute"),  # creating one boots it
    ),
    "az": (S("", "read", "azure cloud", verbs=True),),
    "rclone": (
        S("sync", "sync delete write", "files"),  # makes the destination match: deletes what the source lacks
        S("copy", "copy write", "files"),
        S("move", "move delete", "files"),
        S("delete", "delete", "files"),
        S("purge", "delete", "files"),
        S("deletefile", "delete", "files"),
        *(S(p, "read") for p in ("ls", "lsd", "lsl", "cat", "check", "size", "config")),
    ),
    "dbt": (
        S("run", "write", "model warehouse", {"--full-refresh": "rebuild"}),
        S("build", "write", "model warehouse", {"--full-refresh": "rebuild"}),
        S("seed", "write", "model warehouse seed", {"--full-refresh": "rebuild"}),
        S("snapshot", "write", "model warehouse snapshot"),
        *(S(p, "read", "model") for p in ("compile", "ls", "list", "docs", "test", "debug", "parse", "show")),
    ),
    # online schema change tools: a no-op rehearsal unless told to execute
    "gh-ost": (S("", "read", "database schema table", {"--execute": "schema migrate"}),),
    "pt-online-schema-change": (S("", "read", "database schema table", {"--execute": "schema migrate"}),),
    "gsutil": (
        S("rm", "delete", "bucket object gs"),
        S("cp", "copy", "bucket object gs"),
        S("rsync", "copy", "bucket object gs", {"-d": "delete"}),
        S("lifecycle set", "write", "bucket lifecycle retention"),
        S("iam ch", "grant", "bucket iam"),
        S("acl ch", "expose", "bucket acl"),
        *(S(p, "read") for p in ("ls", "cat", "du", "stat", "lifecycle get")),
    ),
    "psql": (S("", "read", "database postgres"),),
    "mysql": (S("", "read", "database mysql"),),
    "sqlite3": (S("", "read", "database sqlite"),),
    "pg_restore": (S("", "restore", "database backup", {"--clean": "delete"}, dry="--list -l"),),
    "pg_dump": (S("", "export", "database backup", dry="--schema-only -s"),),
    "mysqldump": (S("", "export", "database backup"),),
    "dropdb": (S("", "delete", "database"),),
    "createdb": (S("", "create", "database"),),
    "pg_repack": (S("", "vacuum", "table full"),),  # an online VACUUM FULL
    "redis-cli": (S("", "read", "redis cache"),),
    "manage.py": (
        S("migrate", "migrate", "migration database schema", dry="--plan --check"),
        S("flush", "flush delete", "database"),
        *(
            S(p, "read")
            for p in ("makemigrations", "showmigrations", "sqlmigrate", "check", "shell", "test", "runserver")
        ),
    ),
    "alembic": (
        S("upgrade", "migrate", "migration database schema", dry="--sql"),
        S("downgrade", "migrate rollback", "migration database schema", dry="--sql"),
        S("stamp", "write", "migration database"),
        *(S(p, "read") for p in ("revision", "current", "history", "heads", "show", "check")),
    ),
    "rails": (
        S("db:migrate", "migrate", "migration database schema"),
        S("db:rollback", "migrate rollback", "migration database schema"),
        S("db:migrate:status", "read", "migration database"),
        S("db:drop", "delete", "database"),
        S("db:reset", "delete migrate", "database"),
        S("db:schema:load", "migrate delete", "database schema"),
        S("db:seed", "write", "database"),
    ),
    "rake": (
        S("db:migrate", "migrate", "migration database schema"),
        S("db:rollback", "migrate rollback", "migration database schema"),
        S("db:migrate:status", "read", "migration database"),
        S("db:drop", "delete", "database"),
    ),
    "prisma": (
        S("migrate deploy", "migrate", "migration database schema"),
        S("migrate reset", "migrate delete", "migration database schema"),
        S("migrate resolve", "write", "migration database"),
        S("db push", "migrate", "database schema"),
        S("migrate dev", "read", "migration"),  # a local dev database, by Prisma's design
        *(S(p, "read") for p in ("migrate status", "migrate diff", "generate", "validate", "format", "studio")),
    ),
    "flyway": (
        S("migrate", "migrate", "migration database schema"),
        S("clean", "delete", "database schema"),
        S("undo", "migrate rollback", "migration database"),
        S("repair", "write", "migration database"),
        *(S(p, "read") for p in ("info", "validate")),
    ),
    "knex": (
        S("migrate:status", "read", "migration"),
        S("migrate:list", "read", "migration"),
        S("migrate:latest", "migrate", "migration database"),
        S("migrate:rollback", "migrate rollback", "migration"),
    ),
    "sequelize": (
        S("db:migrate", "migrate", "migration database"),
        S("db:migrate:undo", "migrate rollback", "migration"),
    ),
    "liquibase": (S("update", "migrate", "migration database"), S("rollback", "migrate rollback", "migration")),
    "docker": (
        S("rm", "delete", "container"),
        S("rmi", "delete", "image"),
        S("system prune", "delete", "container image volume"),
        S("image prune", "delete", "image"),
        S("volume rm", "delete", "volume"),
        S("volume prune", "delete", "volume"),
        S("push", "push publish", "image registry"),
        S("run", "start", "container"),
        S("start", "start", "container"),
        S("stop", "stop", "container"),
        S("kill", "stop", "container"),
        S("restart", "restart", "container"),
        S("exec", "exec", "container"),
        S("build", "read", "image"),
        S("compose down", "stop", "container", {"-v": "delete", "--volumes": "delete"}),
        S("compose up", "start deploy", "container"),
        S("compose restart", "restart", "container"),
        *(S(p, "read") for p in ("ps", "logs", "images", "inspect", "pull", "compose ps", "compose logs")),
    ),
    "systemctl": (
        S("restart", "restart", "service"),
        S("reload", "restart", "service"),
        S("try-restart", "restart", "service"),
        S("stop", "stop", "service"),
        S("disable", "disable stop", "service", {"--now": "stop"}),
        S("mask", "disable stop", "service"),
        S("kill", "stop", "service"),
        S("start", "start", "service"),
        S("enable", "start", "service"),
        S("reboot", "restart", "host"),
        S("poweroff", "stop", "host"),
        *(S(p, "read") for p in ("status", "is-active", "is-enabled", "list-units", "show", "cat")),
    ),
    "service": (
        S("", "read", "service", {"restart": "restart", "reload": "restart", "stop": "stop", "start": "start"}),
    ),
    "reboot": (S("", "restart", "host"),),
    "shutdown": (S("", "stop", "host", {"-r": "restart"}),),
    "kill": (S("", "stop", "process"),),
    "pkill": (S("", "stop", "process"),),
    "killall": (S("", "stop", "process"),),
    "rm": (S("", "delete", "file"),),
    "rmdir": (S("", "delete", "directory"),),
    "shred": (S("", "delete", "file"),),
    "unlink": (S("", "delete", "file"),),
    "truncate": (S("", "truncate", "file"),),
    "find": (S("", "read", "file", {"-delete": "delete", "-exec": ""}),),
    "mv": (S("", "move", "file"),),
    "cp": (S("", "copy", "file"),),
    "rsync": (S("", "copy", "file", {"--delete": "delete", "--remove-source-files": "move"}, dry="-n"),),
    "scp": (S("", "copy upload share", "file"),),
    "tee": (S("", "write", "file"),),
    "touch": (S("", "write", "file"),),
    "sed": (S("", "read", "file", {"-i": "write"}),),  # a /d script deletes lines: see matcher
    "chmod": (S("", "permission", "file"),),
    "chown": (S("", "permission", "file"),),
    "tar": (S("", "read", "archive", {"c": "write", "x": "write"}),),
    "logrotate": (S("", "truncate", "log", dry="-d --debug"),),
    "mkdir": (S("", "create", "directory"),),
    "ln": (S("", "create", "link"),),
    "cat": (S("", "reveal", "file"),),
    "bq": (
        S("", "read", "bigquery warehouse"),
        S("extract", "export", "bigquery warehouse table"),
        S("rm", "delete", "bigquery warehouse table dataset"),
        S("load", "write", "bigquery warehouse table"),
        S("update", "write", "bigquery warehouse table dataset"),
        S("mk", "create", "bigquery warehouse table dataset"),
        S("cp", "copy", "bigquery warehouse table"),
    ),
    "dd": (S("", "read", "disk"),),
    # programs that only read or print (their arguments are patterns and text, not actions)
    **{p: (S("", "read"),) for p in "grep egrep rg ag ack jq yq wc sort uniq echo printf cut tr column diff".split()},
    "less": (S("", "reveal", "file"),),
    "head": (S("", "reveal", "file"),),
    "base64": (S("", "read", "", {"-d": "reveal", "--decode": "reveal"}),),
    "pip": (
        S("install", "install", "package dependency", {"-U": "upgrade", "--upgrade": "upgrade"}),
        S("uninstall", "uninstall", "package dependency"),
        *(S(p, "read") for p in ("show", "list", "freeze", "check", "download")),
    ),
    "npm": (
        S(
            "install",
            "install",
            "package dependency",
            {"-g": "global", "--global": "global", "--location=global": "global"},
        ),
        S("i", "install", "package dependency", {"-g": "global", "--global": "global"}),
        S("add", "install", "package dependency"),
        S("ci", "read", "package"),
        S("update", "upgrade", "package dependency"),
        S("uninstall", "uninstall", "package dependency"),
        S("publish", "publish", "package registry npm public"),
        S("unpublish", "delete", "package registry npm"),
        *(S(p, "read") for p in ("pack", "view", "ls", "list", "outdated", "audit", "run", "test")),
    ),
    "pnpm": (
        S("add", "install", "package dependency"),
        S("install", "install", "package dependency"),
        S("publish", "publish", "package registry npm public"),
        S("update", "upgrade", "package dependency"),
    ),
    "yarn": (
        S("add", "install", "package dependency", {"global": "global"}),
        S("upgrade", "upgrade", "package dependency"),
        S("install", "install", "package dependency"),
        S("publish", "publish", "package registry npm public"),
        S("npm publish", "publish", "package registry npm public"),  # yarn berry
        S("remove", "uninstall", "package dependency"),
    ),
    "poetry": (
        S("add", "install", "package dependency"),
        S("remove", "uninstall", "package dependency"),
        S("update", "upgrade", "package dependency"),
        S("publish", "publish", "package registry pypi"),
        *(S(p, "read") for p in ("install", "lock", "show", "check", "build")),
    ),
    "uv": (
        S("add", "install", "package dependency"),
        S("remove", "uninstall", "package dependency"),
        S("pip install", "install", "package dependency"),
        S("publish", "publish", "package registry pypi"),
        *(S(p, "read") for p in ("sync", "lock")),
    ),
    "cargo": (
        S("add", "install", "package dependency"),
        S("install", "install", "package"),
        S("publish", "publish", "package registry crates"),
        S("update", "upgrade", "package dependency"),
    ),
    "go": (S("get", "install", "package dependency"), S("install", "install", "package")),
    "gem": (S("install", "install", "package"), S("push", "publish", "package registry rubygems")),
    "bundle": (S("add", "install", "package dependency"), S("update", "upgrade", "package dependency")),
    "apt-get": (
        S("install", "install", "package system apt"),
        S("remove", "uninstall", "package system apt"),
        S("purge", "uninstall", "package system apt"),
        S("upgrade", "upgrade", "package system apt"),
        S("update", "read", "apt"),
    ),
    "apt": (
        S("install", "install", "package system apt"),
        S("remove", "uninstall", "package system apt"),
        S("upgrade", "upgrade", "package system apt"),
        S("update", "read", "apt"),
    ),
    "brew": (
        S("install", "install", "package system"),
        S("uninstall", "uninstall", "package system"),
        S("upgrade", "upgrade", "package system"),
    ),
    "twine": (S("upload", "publish upload", "package registry pypi"), S("check", "read", "package")),
    "curl": (
        S(
            "",
            "read",
            "http",
            {
                "-d": "send",
                "--data": "send",
                "--data-raw": "send",
                "-F": "send upload",
                "--form": "send upload",
                "-T": "upload",
            },
        ),
    ),
    "wget": (S("", "read", "http", {"--post-data": "send"}),),
    "http": (S("", "read", "http"),),
    "stripe": (S("", "read", "stripe", verbs=True),),
    "vault": (
        S("kv delete", "delete", "secret vault"),
        S("kv destroy", "delete", "secret vault"),
        S("kv metadata delete", "delete", "secret vault"),
        S("kv put", "write", "secret vault"),
        S("kv patch", "write", "secret vault"),
        S("kv get", "reveal", "secret vault"),
        S("read", "reveal", "secret vault"),
        S("write", "write", "secret vault"),
        S("delete", "delete", "secret vault"),
        S("kv list", "read", "secret vault"),
    ),
    "amtool": (
        S("silence add", "silence", "alert"),
        S("silence expire", "start", "alert"),
        *(S(p, "read") for p in ("alert", "silence query", "alert query")),
    ),
    "mail": (S("", "send", "email"),),
    "sendmail": (S("", "send", "email"),),
    "mailx": (S("", "send", "email"),),
    "make": (S("", "read", "build"),),
    "fly": (
        S("deploy", "deploy", "app"),
        S("secrets set", "write", "secret environment variable"),
        S("secrets unset", "delete", "secret environment variable"),
        S("secrets list", "read", "secret"),
        S("apps destroy", "delete", "app"),
        S("scale count", "scale", "app machines"),
        *(S(p, "read") for p in ("status", "logs", "apps list", "releases")),
    ),
    "flyctl": (S("deploy", "deploy", "app"), S("apps destroy", "delete", "app")),
    "vercel": (
        S("", "deploy", "app deployment"),
        S("env add", "write", "environment variable secret"),
        S("env rm", "delete", "environment variable secret"),
        S("env ls", "read", "environment variable"),
        S("deploy", "deploy", "app deployment"),
        S("rm", "delete", "deployment"),
        S("remove", "delete", "deployment"),
        S("promote", "deploy", "deployment"),
        *(S(p, "read") for p in ("ls", "list", "logs", "inspect", "env ls", "whoami", "build", "dev")),
    ),
    "netlify": (S("deploy", "deploy", "site"), *(S(p, "read") for p in ("status", "build", "dev"))),
    "argocd": (
        S("app sync", "deploy", "application"),
        S("app rollback", "rollback", "application"),
        S("app delete", "delete", "application"),
        S("app set", "write", "application"),
        *(S(p, "read") for p in ("app get", "app list", "app diff", "app history", "app manifests", "app wait")),
    ),
    "firebase": (S("deploy", "deploy", "app"), *(S(p, "read") for p in ("emulators:start", "projects:list"))),
    "wrangler": (S("deploy", "deploy", "worker"), S("publish", "deploy", "worker"), S("delete", "delete", "worker")),
    "serverless": (S("deploy", "deploy", "function"), S("remove", "delete", "function")),
    "sls": (S("deploy", "deploy", "function"), S("remove", "delete", "function")),
    "kamal": (S("deploy", "deploy", "app"), S("rollback", "rollback", "app"), S("remove", "delete", "app")),
    "eb": (S("deploy", "deploy", "app environment"), S("terminate", "delete", "environment")),
    "terragrunt": (
        S("apply", "apply deploy", "infrastructure"),
        S("run-all apply", "apply deploy", "infrastructure"),
        S("destroy", "delete", "infrastructure"),
        S("run-all destroy", "delete", "infrastructure"),
        *(S(p, "read") for p in ("plan", "run-all plan", "validate", "output", "init")),
    ),
    "heroku": (S("", "read", "heroku app", verbs=True),),
    "doctl": (S("", "read", "digitalocean", verbs=True),),
    "kustomize": (S("", "read", "manifest"),),
    "dig": (S("", "read", "dns"),),
    "ssh-keygen": (S("", "read", "key"),),
    "pbcopy": (S("", "share", "clipboard"),),
    "mkfs": (S("", "delete", "disk filesystem"),),
    "mkfs.ext4": (S("", "delete", "disk filesystem"),),
    "mkfs.xfs": (S("", "delete", "disk filesystem"),),
    "wipefs": (S("", "delete", "disk filesystem", dry="-n --no-act"),),
    "parted": (
        S(
            "",
            "read",
            "disk partition",
            {"mklabel": "delete", "rm": "delete", "mkpart": "write", "resizepart": "write"},
        ),
    ),
    "fdisk": (S("", "write", "disk partition", dry="-l"),),
    "crontab": (
        S("", "read", "cron schedule job", {"-r": "delete", "-e": "write"}),
        S("-", "write", "cron schedule job"),
    ),
    "glab": (
        S("mr merge", "merge", "pull request merge"),
        S("mr create", "create", "pull request merge"),
        S("mr close", "close", "pull request merge"),
        S("ci cancel", "cancel", "pipeline workflow"),
        S("variable set", "write", "secret variable ci"),
        S("variable delete", "delete", "secret variable ci"),
        *(S(p, "read") for p in ("mr view", "mr list", "mr diff", "ci view", "ci list", "variable list")),
    ),
    "airflow": (
        S("dags trigger", "start", "dag job"),
        S("dags backfill", "start write", "dag job"),
        S("dags delete", "delete", "dag job"),
        S("dags pause", "disable stop", "dag job"),
        S("tasks run", "start", "dag task job"),
        S("tasks clear", "start discard", "dag task job"),
        *(
            S(p, "read")
            for p in ("dags list", "dags list-runs", "dags show", "tasks list", "tasks test", "tasks state")
        ),
    ),
    "createuser": (S("", "create grant", "database role user", {"--superuser": "grant", "-s": "grant"}),),
    "dropuser": (S("", "delete", "database role user"),),
    "ssh-add": (S("", "create", "ssh key agent", dry="-l -L"),),
    "printenv": (S("", "reveal", "environment variable"),),
    "iptables": (
        S(
            "",
            "read",
            "firewall",
            {
                "-F": "flush disable",
                "--flush": "flush disable",
                "-X": "delete",
                "-P": "disable write",
                "-A": "write",
                "-I": "write",
                "-D": "delete",
            },
        ),
    ),
    "ufw": (
        S("disable", "disable stop", "firewall"),
        S("allow", "write", "firewall port"),
        S("deny", "write", "firewall"),
        S("delete", "delete", "firewall rule"),
        S("reset", "delete disable", "firewall"),
        *(S(p, "read") for p in ("status", "app list", "show")),
    ),
    "nft": (S("flush ruleset", "flush disable", "firewall"), S("list ruleset", "read", "firewall")),
    "xclip": (S("", "share", "clipboard"),),
}

#: Domain tool names (regex on the snake_case name) -> extra actions, for APIs whose verb is not
#: the action a rule names: writing a file through the GitHub API is a commit.
TOOL_PATTERNS: tuple[tuple[str, str], ...] = (
    (r"(create_or_update|update|create|put|upload|push)_files?\b", "commit"),
    (r"(update|bump|upgrade)_(dependency|dependencies|package|packages|version)\b", "upgrade"),
    (r"(twitter|tweet|linkedin|facebook|instagram|mastodon|buffer)_(create|post|send|publish|update)", "publish"),
    (r"merge_(pull_request|pr|mr)\b", "merge"),
    (r"(add|invite)_(attendee|guest|participant|member)s?\b|attendees", "invite"),
    (r"(create|file|open)_(issue|bug|incident)\b", "escalate"),
    (r"acl_(insert|create|update|patch)\b", "share"),
    (r"(^|_)(build|trigger|run|start)_(job|pipeline|workflow|build)s?\b", "start"),
    (r"(^|_)(payments|charges)$", "charge"),  # ``adyen_payments``: the API that takes a payment
    (r"(create|update|apply|add)_(coupon|promo|promo_code|promotion_code|promotion|discount)s?\b", "discount"),
    (r"(create|issue|add)_(gift_card|giftcard|store_credit|credit)s?\b", "credit"),
    (r"remove_(user|member|person)s?_from_(group|team|org|organization|role|project)\b|revoke_", "revoke"),
)

#: Argument keys whose value says what the call does (``status="closed"``, ``visibility="public"``).
ACTION_KEYS = frozenset(
    "status state action response responsestatus operation op method visibility access group queue transition "
    "lifecyclestate".split()
)

#: Boolean argument keys (``is_`` dropped) set true -> the actions they perform (``muted=true``).
BOOLEAN_STATES: dict[str, str] = {
    "paused": "disable",
    "muted": "silence",
    "disabled": "disable",
    "suspended": "disable",
    "suspend": "disable",
    "cancel_at_period_end": "cancel",
    "send": "send",
    "auto_send": "send",
    "silenced": "silence",
    "archived": "delete",
    "deleted": "delete",
    "locked": "disable",
    "public": "expose",
    "public_access": "expose",
    "reveal": "reveal",
    "with_decryption": "reveal",
    "decrypt": "reveal",
}

#: Boolean argument keys whose value false is the action (``private=false`` makes it public).
FALSE_STATES: dict[str, str] = {
    "on": "disable",
    "private": "expose",
    "enabled": "disable",
    "active": "disable",
    "locked": "expose",
}

#: HTTP methods -> actions (curl -X, httpie, http_request tools).
HTTP_METHODS: dict[str, frozenset[str]] = {
    "GET": frozenset({"read"}),
    "HEAD": frozenset({"read"}),
    "OPTIONS": frozenset({"read"}),
    "POST": frozenset({"send", "create"}),
    "PUT": frozenset({"write"}),
    "PATCH": frozenset({"write"}),
    "DELETE": frozenset({"delete"}),
}

#: SQL statement keywords -> actions (``sql`` / ``query`` arguments, psql -c, mysql -e).
SQL_STATEMENTS: dict[str, frozenset[str]] = {
    "select": frozenset({"read"}),
    "kill": frozenset({"stop"}),  # MySQL ``KILL 8812``: ends a connection or query
    "show": frozenset({"read"}),
    "explain": frozenset({"read"}),
    "with": frozenset({"read"}),
    "\\dt": frozenset({"read"}),
    "\\du": frozenset({"read"}),
    "\\d": frozenset({"read"}),
    "\\copy": frozenset({"export"}),
    "copy": frozenset({"export"}),
    "insert": frozenset({"create"}),
    "update": frozenset({"write"}),
    "delete": frozenset({"delete"}),
    "truncate": frozenset({"truncate"}),
    "drop": frozenset({"delete", "schema"}),
    "alter": frozenset({"schema"}),
    "create": frozenset({"create", "schema"}),
    "grant": frozenset({"grant"}),
    "revoke": frozenset({"grant"}),
    "vacuum": frozenset({"read"}),
    "reindex": frozenset({"reindex"}),
    "analyze": frozenset({"read"}),
    "merge": frozenset({"write"}),
    "replace": frozenset({"write"}),
}

#: Whole-call text patterns -> extra tokens (secrets in content, wildcard principals ...).
CONTENT_PATTERNS: tuple[tuple[str, str], ...] = (
    (r"\b(sk|rk|pk)_live_[0-9A-Za-z]{6,}", "secret key credential live"),
    (r"\bgh[pousr]_[0-9A-Za-z]{20,}", "secret key token credential"),
    (r"\bAKIA[0-9A-Z]{12,}", "secret key credential aws"),
    (r"\bxox[abp]-[0-9A-Za-z-]{10,}", "secret key token credential"),
    (r"-----BEGIN [A-Z ]*PRIVATE KEY-----", "secret key credential"),
    (r"(?i)(password|passwd|secret|token|api_?key)\s*[:=]\s*['\"][^'\"\s$]{4,}['\"]", "secret credential password"),
    (r"(?i)with\s+password\s+'", "secret credential password"),
    (r"\"Principal\"\s*:\s*\"\*\"", "public"),
    # an image reference ``ghcr.io/acme/api:v1.2``, ``registry.acme.io/web@sha256:...`` (guards5)
    (r"(?<![\w.-])[a-z0-9.-]+\.[a-z]{2,}(?::\d+)?/[\w./-]+(?::[\w][\w.-]*|@sha256:[0-9a-f]{8,})(?![\w/])", "imag"),
    # an Android application id as the Play APIs name it (``package_name="com.acme.app"``) (guards5)
    (
        r"(?i)\bpackage_?name\W+(com|org|io|net|app|de|co)\.[a-z0-9_]+\.|\bpackage\W+(com|org|io|net)\.[a-z0-9_]+\.",
        "android",
    ),
    # a Drive/Docs permission for anyone, a link anyone can open (guards5)
    (r"(?i)\btype\W+anyone\b|\banyone[_ -]?with[_ -]?(the[_ -]?)?link\b", "public everyone"),
    (
        r"public-read|\ballUsers\b|\bAllUsers\b|allAuthenticatedUsers|(?<![\d.])0\.0\.0\.0/0|(?<![\w:])::/0|"
        r"--public-access|delete-public-access-block|--no-block-public|public_access_prevention\W+inherited",
        "public internet world everyone",
    ),
    (r"<!(channel|here|everyone)[|>]|(^|[\s\"'])@(channel|here|everyone)\b", "channel here everyone mention"),
    (r"(?i)\bsuperuser\b|with grant option|all privileges", "superuser"),
    (r"(^|[\s/@])(docker\.io|registry-1\.docker\.io|hub\.docker\.com)/", "public hub dockerhub"),
    (
        r"(?<![\w.-])(docker\.io|registry-1\.docker\.io|index\.docker\.io|public\.ecr\.aws|registry\.npmjs\.org|"
        r"pypi\.org|upload\.pypi\.org)(?![\w-])",
        "public",
    ),
    (r"--no-verify\b|\bHUSKY=0\b|\bSKIP=\S+", "hook precommit verify check"),
    (r"(?i)\[(skip ci|ci skip|no ci|skip actions)\]|(?<![\w.-])ci\.skip\b", "ci check skipci"),
    (
        r"(?i)\b(p[2-5]d?e?|g[3-6][a-z]*|inf[12]|trn[12]|dl1)\.\d*x?large\b|highgpu|megagpu|ultragpu|\bnvidia\b|"
        r"--accelerator|\bgpus?\b|(?<![a-z0-9])(nc|nd|nv)\d+[a-z_]*v\d\b|(?<![a-z0-9])(a100|h100|h200|l4|t4|v100|a10g)(?![a-z0-9])",
        "gpu",
    ),
    (r"(?i)@(gmail|googlemail|yahoo|hotmail|outlook|live|icloud|me|aol|proton|protonmail|gmx)\.[a-z.]+\b", "external"),
    (r"(?i)@[\w.-]*(contractor|partner|vendor|agency|consult|freelanc|supplier)[\w.-]*\.[a-z]+\b", "external"),
    (r"(?<![\w*])/\*|\bpurge_everything\b|(?<![\w-])--all\b", "all everything"),
    (r":9200/[a-z0-9*]", "elasticsearch index"),  # a path right under an Elasticsearch host names an index
    (r"(?i)\bmoney back\b|\breimburs", "refund"),
    (r"(?i)--type[= ](LoadBalancer|NodePort)\b|\btype:\s*(LoadBalancer|NodePort)\b", "public internet"),
    (
        r"(?i)(?<![\w.-])(all|everyone|staff|company|allhands|all-hands|all-staff|allstaff|employees)@",
        "everyone company all",
    ),
    (r"(?i)(?<![a-z])app_?store(?![a-z])", "appstore"),
    (r"--address[= ](\d{1,3}\.){3}\d{1,3}\b|--public-ip\b|associate-public-ip-address\b", "public ip"),
    (r"(^|[\s'\"])@\s+\d+\s+(A|AAAA|MX|CNAME|ALIAS|TXT|NS)\b|\"name\":\s*\"@\"", "apex root"),  # zone-file ``@``
    (r"\bdb\.\w+\.\w+\(", "collection"),  # mongosh ``db.orders.find()``: orders is a collection
    (r"(?i)\b(anonymous|anonymously|publicly|world-readable)\b", "public internet world everyone"),
    (r"(?:^|(?<=[\s:=]))v\d+\.\d+(\.\d+)?(?![\w./-])", "tag release version"),
)

#: Paths that hold secrets (a match adds the tokens "secret key credential").
SECRET_PATHS = (
    r"(^|[/\s])\.env(\.(?!example\b|sample\b|template\b|dist\b)[\w-]+)?$",
    r"(^|/)id_(rsa|ed25519|ecdsa)$",
    r"_(rsa|ed25519|ecdsa)$",
    r"\.(pem|key|p12|pfx)$",
    r"(^|/)credentials(\.json)?$",
)

#: Code run inline (``manage.py shell -c``, ``rails runner``, ``python -c``, ``node -e``) -> actions,
#: so an ORM call reads like the SQL it sends: ``Customer.objects.filter(...).delete()`` deletes.
CODE_PATTERNS: tuple[tuple[str, str], ...] = (
    (r"\.(delete|destroy|remove)(_all|_many|Many|All)?\s*\(|\.(delete|destroy)_all\b|\bdeleteMany\b", "delete"),
    (r"\.(update|update_all|updateMany|save|bulk_update)\s*\(|\.update_all\b", "write"),
    (r"(?i)\btruncate\s+(table\s+)?\w|\.truncate\s*\(", "truncate"),
    (r"(?i)\bdrop\s+(table|database|schema)\b", "delete"),
    (r"\.(drop|dropDatabase|dropIndex|dropIndexes)\s*\(", "delete"),  # mongosh ``db.orders.drop()``
    (r"\.(deleteOne|findOneAndDelete)\s*\(", "delete"),
    (r"(?i)\bdelete\s+from\b", "delete"),
    (r"(?i)\bupdate\s+\w+\s+set\b", "write"),
    (r"\.(send_mail|send_email|deliver_now|deliver_later|send_message)\b|\bsend_mail\s*\(", "send"),
    # spreadsheet clients (gspread, openpyxl): cell and row writes (guards5)
    (r"\.(update_acell|update_cell|update_cells|append_rows?|insert_rows?|delete_rows?|batch_clear)\s*\(", "write"),
)
#: Programs that run another command after ``--`` (``kubectl exec pod -- cmd``); for the rest
#: (``git checkout -- .``) what follows ``--`` is paths or arguments.
RUNS_AFTER_DASHDASH = frozenset("kubectl docker npx bunx uv poetry pnpm yarn bundle nix env sudo flock timeout".split())
#: Programs whose ``-c``/``-e``/``runner`` argument is code read through ``CODE_PATTERNS``.
CODE_RUNNERS = frozenset("manage.py rails rake node ruby python python3 perl php bash sh mongosh mongo".split())
#: Programs that print every environment variable (secrets included) when given no name.
ENV_DUMPERS = frozenset({"printenv", "env", "set"})
#: Git remotes a push to which is a deploy (``git push heroku main``).
DEPLOY_REMOTES = frozenset("heroku dokku production prod live deploy".split())

#: API object ids by prefix -> the noun they stand for (``prod_NX1`` is a Stripe product, not
#: production; ``cus_9`` a customer), read as that noun instead of their split parts.
ID_PREFIXES: dict[str, str] = {
    "prod": "product",
    "cus": "customer cus",
    "sub": "subscription sub",
    "price": "price stripe",
    "pi": "payment",
    "ch": "charge",
    "in": "invoice in",
    "re": "refund",
    "acct": "account acct",
    "evt": "event",
}

#: Values of an action key (``status="no"`` on an RSVP) that name an action no verb spells.
ACTION_VALUES: dict[str, str] = {
    "no": "decline",
    "yes": "accept",
    "tentative": "reply",
    "maybe": "reply",
}

#: Nouns of a call -> the owner category they belong to, so a rule's category word is covered
#: when the call does not spell it ("customer subscriptions": a Stripe subscription is a customer's).
OWNERS: dict[str, str] = {
    "customer": "subscription invoice charge refund cus order cart reply",
}

#: Platforms a rule may name that a call on them often does not spell (``merge_tickets`` for
#: "don't merge zendesk tickets"): the name is not required when the call names no platform of
#: this list at all and covers the rule's other nouns (guards5).
VENDORS = frozenset(
    "algolia zendesk freshdesk intercom helpscout front quickbooks xero netsuite stripe adyen braintree paypal "
    "github gitlab bitbucket slack discord confluence notion jira linear asana trello hubspot salesforce "
    "aws gcp azure google sentry pagerduty opsgenie cloudflare fastly akamai mailchimp sendgrid mailgun twilio "
    "shopify vercel netlify heroku mlflow wandb launchdarkly unleash posthog statsig optimizely segment mixpanel "
    "amplitude okta auth0 docusign gusto brex ramp expensify calendly zoom outlook gmail datadog newrelic grafana "
    "1password bitwarden lastpass".split()
)

#: Ansible modules (``ansible web -m reboot``) -> the actions they perform and the nouns they act on.
ANSIBLE_MODULES: dict[str, tuple[str, str]] = {
    "reboot": ("restart", "host"),
    "cron": ("schedule write", "cron crontab"),
    "service": ("write", "service"),
    "systemd": ("write", "service"),
    "file": ("write", "file"),
    "copy": ("copy write", "file"),
    "template": ("write", "file config"),
    "lineinfile": ("write", "file config"),
    "shell": ("exec", ""),
    "command": ("exec", ""),
    "raw": ("exec", ""),
    "apt": ("install", "package"),
    "yum": ("install", "package"),
    "dnf": ("install", "package"),
    "package": ("install", "package"),
    "user": ("write", "user account"),
    "authorized_key": ("grant", "ssh key"),
    "ping": ("read", ""),
    "setup": ("read", ""),
    "stat": ("read", ""),
}

#: GPUs per machine of a GPU instance type (regex on the type, count or ``g<N>`` to read the count from
#: group N), so "more than 8 gpus" is checked against ``p4d.24xlarge`` x 2 (guards5).
GPU_INSTANCE_COUNTS: tuple[tuple[str, str], ...] = (
    (r"\bp(4d|4de|5|5e|5en)\.48xlarge\b|\bp4de?\.24xlarge\b", "8"),
    (r"\bp3dn?\.24xlarge\b|\bp3\.16xlarge\b|\bp2\.8xlarge\b|\bg5\.48xlarge\b|\bg6e?\.48xlarge\b", "8"),
    (r"\bp3\.8xlarge\b|\bg5\.(12|24)xlarge\b|\bg6e?\.(12|24)xlarge\b|\bg4dn\.12xlarge\b", "4"),
    (r"\bp2\.16xlarge\b", "16"),
    (r"\bp3\.2xlarge\b|\bp2\.xlarge\b|\bg[456][a-z]*\.(2|4|8|16)?xlarge\b", "1"),
    (r"\ba[23]-(?:high|mega|ultra)gpu-(\d+)g\b", "g1"),
    (r"(?i)\bStandard_ND96\w*\b", "8"),
)
#: Keys that say how many machines a job runs on (``instance_count=2``, ``--nodes 4``).
MACHINE_COUNT_KEYS = frozenset("instance_count instancecount count nodes node_count num_nodes replicas workers".split())

#: Numeric enum values of a platform's API fields -> the word they stand for (Freshdesk tickets
#: take ``status: 5`` for closed and ``priority: 4`` for urgent). Keyed by a platform word the
#: call's tool name, URL or arguments spell (guards5).
NUMERIC_ENUMS: dict[str, dict[str, dict[int, str]]] = {
    "freshdesk": {
        "status": {2: "open", 3: "pending", 4: "resolved", 5: "closed"},
        "priority": {1: "low", 2: "medium", 3: "high", 4: "urgent"},
    },
    "freshservice": {
        "status": {2: "open", 3: "pending", 4: "resolved", 5: "closed"},
        "priority": {1: "low", 2: "medium", 3: "high", 4: "urgent"},
    },
}

#: Collections a POST starts one of (``POST /api/v2/project/x/pipeline``, ``/dags/d/dagRuns``).
RUNNABLE_NOUNS = frozenset("pipelin build run dagrun job workflow backfill deployment execution trigger".split())
#: Keys and flags that change what size a thing is (``--db-instance-class``, ``--tier``).
RESIZE_KEYS = frozenset(
    "db-instance-class instance-class db_instance_class instance_class dbinstanceclass tier machine-type "
    "machine_type instance-type instance_type node-type node_type cache-node-type vm-size vm_size sku size_slug "
    "compute-size".split()
)
#: Keys naming the group or role a call adds someone to.
GROUP_KEYS = frozenset("group group_name groupname role role_name team".split())

#: Category words of a rule that are its point: a call that does not show them does not break it
#: ("public registries": pushing to ECR is not; "the primary": a replica is not).
REQUIRED_CATEGORIES = frozenset("public primary stateful apex unpin external gpu".split())

#: Registries a publish or push reaches the public through; another ``--registry`` is private.
PUBLIC_REGISTRIES = frozenset(
    "registry.npmjs.org registry.yarnpkg.com pypi.org upload.pypi.org files.pythonhosted.org docker.io "
    "registry-1.docker.io index.docker.io public.ecr.aws crates.io rubygems.org".split()
)

#: Task runners whose target names what they do (``make deploy``, ``just release``).
TASK_RUNNERS = frozenset("make just task rake invoke mage".split())

#: Host-name parts that mark a database host (``pg-main-01``, ``mysqld-primary``, ``mongo-rs0-2``).
DB_HOST_PARTS = frozenset(
    "pg postgres postgresql psql mysql mysqld mariadb mongo mongod mongodb rds aurora db dbserver dbservers dbhost "
    "dbhosts dbnode dbnodes".split()
)

#: Role keys and the values that make a grant privileged (``role=admin``, ``access_level: owner``).
ROLE_KEYS = frozenset("role permission permissions access_level accesslevel access privilege level".split())
PRIVILEGED_ROLES = frozenset(
    "admin admins administrator administrators owner owners maintainer superuser superusers root write "
    "billing_admin org_admin".split()
)

#: Argument keys whose value is what a message says, not what the call acts on.
CONTENT_KEYS = frozenset("body text message content html markdown comment note title blocks plain_text".split())

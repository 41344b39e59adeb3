//! Team sheets: each team's cards as the card builder deployed them, and their cache.

use super::*;

/// A team as the game plays it: its cards and how the card builder deployed it.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct TeamSheet {
    pub abbreviation: String,
    pub name: String,
    pub skaters: Vec<SkaterCard>,
    pub goalies: Vec<GoalieCard>,
    /// The goalies' starts, for picking the starter.
    pub starts: Vec<u32>,
    pub deployment: Deployment,
}

impl TeamSheet {
    /// The team's cards under the rules of `rules_version`.
    pub fn of_version(team: &LeagueTeam, rules_version: u16) -> TeamSheet {
        let mut build = SheetBuild::new(team.clone(), rules_version);
        loop {
            if let Some(sheet) = build.step() {
                return sheet;
            }
        }
    }

    /// The cards the nominal model alone gives (version 1).
    pub fn of(team: &LeagueTeam) -> TeamSheet {
        let (skaters, deployment) = team_cards_deployed(team);
        TeamSheet::with_skaters(team, skaters, deployment)
    }

    /// Cards with each player's targets scaled by `corrections`, recipient values included.
    pub fn shot_fitted(team: &LeagueTeam, corrections: &Corrections) -> TeamSheet {
        let (skaters, deployment) = team_cards_shot_fitted(team, corrections);
        TeamSheet::with_skaters(team, skaters, deployment)
    }

    fn with_skaters(
        team: &LeagueTeam,
        skaters: Vec<SkaterCard>,
        deployment: Deployment,
    ) -> TeamSheet {
        TeamSheet {
            abbreviation: team.abbreviation.clone(),
            name: team.full_name(),
            skaters,
            goalies: team
                .goalies()
                .map(|(p, l)| goalie_card(p, l, team))
                .collect(),
            starts: team.goalies().map(|(_, l)| l.starts.max(1)).collect(),
            deployment,
        }
    }
}

/// A team's sheet built a piece at a time: the team's context (who plays with whom, for how
/// long), then one skater's card a step, then the goalies' cards.
pub struct SheetBuild {
    team: LeagueTeam,
    rules_version: u16,
    skaters: Option<SkaterCardsBuild>,
}

impl SheetBuild {
    pub fn new(team: LeagueTeam, rules_version: u16) -> SheetBuild {
        SheetBuild {
            team,
            rules_version,
            skaters: None,
        }
    }

    /// One piece of the work; the sheet once it is done.
    pub fn step(&mut self) -> Option<TeamSheet> {
        let (team, version) = (&self.team, self.rules_version);
        let Some(skaters) = self.skaters.as_mut() else {
            let context = if version >= LINES_ACROSS_VERSION {
                TeamContext::shot_fitted_across(team, builtin_corrections_v3())
            } else if version >= SHOT_FIT_VERSION {
                TeamContext::shot_fitted(team, builtin_corrections_v3())
            } else if version >= CORRECTED_VERSION {
                TeamContext::corrected(team, builtin_corrections())
            } else {
                TeamContext::of(team)
            };
            self.skaters = Some(SkaterCardsBuild::new(context));
            return None;
        };
        if !skaters.step(team) {
            return None;
        }
        let (cards, deployment) = self.skaters.take()?.finish();
        let mut sheet = TeamSheet::with_skaters(team, cards, deployment);
        if version >= AUDIT_VERSION {
            sheet
                .skaters
                .iter_mut()
                .for_each(super::super::cards::point_passes_for_defence);
        }
        Some(sheet)
    }
}

/// Building a team's cards solves each against the nominal model, which takes a while: teams
/// are built once per run and shared.
pub fn sheet_for(pick: &TeamPick) -> Arc<TeamSheet> {
    sheet_for_version(pick, FourthStreet::RULES_VERSION)
}

/// Built sheets by team and rules version: a league team by its abbreviation, an own team by
/// its whole content (a season plays the same own team game after game).
type SheetCache = HashMap<(SheetKey, u16), Arc<TeamSheet>>;

#[derive(Debug, Clone, PartialEq, Eq, Hash)]
enum SheetKey {
    League(String),
    Own(Vec<u8>),
}

/// Own teams kept built at most: a few teams a season, never the fuzzer's thousands.
const OWN_SHEETS_KEPT: usize = 32;

fn sheet_cache() -> &'static Mutex<SheetCache> {
    static CACHE: OnceLock<Mutex<SheetCache>> = OnceLock::new();
    CACHE.get_or_init(|| Mutex::new(HashMap::new()))
}

fn sheet_key(pick: &TeamPick, rules_version: u16) -> Option<(SheetKey, u16)> {
    let key = match pick {
        TeamPick::League(_) => SheetKey::League(pick.team().abbreviation.clone()),
        TeamPick::Own(team) => SheetKey::Own(postcard::to_allocvec(team).ok()?),
    };
    Some((key, rules_version))
}

fn cached_sheet(key: &(SheetKey, u16)) -> Option<Arc<TeamSheet>> {
    sheet_cache().lock().ok()?.get(key).cloned()
}

fn keep_sheet(key: (SheetKey, u16), sheet: Arc<TeamSheet>) {
    if let Ok(mut cache) = sheet_cache().lock() {
        let own = |k: &(SheetKey, u16)| matches!(k.0, SheetKey::Own(_));
        if own(&key) && cache.keys().filter(|k| own(k)).count() >= OWN_SHEETS_KEPT {
            cache.retain(|k, _| !own(k));
        }
        cache.insert(key, sheet);
    }
}

/// The team's sheet under the rules of `rules_version`.
pub fn sheet_for_version(pick: &TeamPick, rules_version: u16) -> Arc<TeamSheet> {
    let Some(key) = sheet_key(pick, rules_version) else {
        return Arc::new(TeamSheet::of_version(pick.team(), rules_version));
    };
    if let Some(sheet) = cached_sheet(&key) {
        return sheet;
    }
    let sheet = Arc::new(TeamSheet::of_version(pick.team(), rules_version));
    keep_sheet(key, sheet.clone());
    sheet
}

/// Does one piece of the work of building the team's sheet ahead of its game (a season keeps
/// the page drawing between pieces); true once the sheet is built.
pub fn prepare_sheet_step(pick: &TeamPick, rules_version: u16) -> bool {
    static BUILDS: OnceLock<Mutex<HashMap<(SheetKey, u16), SheetBuild>>> = OnceLock::new();
    let Some(key) = sheet_key(pick, rules_version) else {
        return true;
    };
    if cached_sheet(&key).is_some() {
        return true;
    }
    let builds = BUILDS.get_or_init(|| Mutex::new(HashMap::new()));
    let Ok(mut builds) = builds.lock() else {
        return true;
    };
    let build = builds
        .entry(key.clone())
        .or_insert_with(|| SheetBuild::new(pick.team().clone(), rules_version));
    match build.step() {
        Some(sheet) => {
            builds.remove(&key);
            keep_sheet(key, Arc::new(sheet));
            true
        }
        None => false,
    }
}

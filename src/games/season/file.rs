//! A season as one file: what the browser saves after every game, and what export and import
//! carry to another device. Compact on purpose: each game is its result (the computer's games
//! are made again from their seeds for a replay), and each player one season line.

use super::{
    Absence, ComputerCoaches, GameResult, KeptLineup, PastSeason, SeasonPlan, SeasonRun,
    SeasonTotals, Why,
};
use crate::engine::{Game, GameId};
use crate::games::sim::RuleOptions;
use serde::{Deserialize, Serialize};
use thiserror::Error;

/// What the file says it is, so that another JSON file is refused by name.
const KIND: &str = "rinkside-season";
pub const SEASON_FILE_VERSION: u16 = 1;

/// A saved season of a sim whose games take options `O`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct SeasonFile<O> {
    pub kind: String,
    pub version: u16,
    /// The sim, by its slug ("open-ice").
    pub game: String,
    pub name: String,
    pub plan: SeasonPlan<O>,
    /// The teams (indices) a person coaches.
    pub coached: Vec<u8>,
    pub results: Vec<GameResult>,
    pub totals: SeasonTotals,
    /// The playoffs' games, in the order played (their series are drawn again from the final
    /// standings), and their players' lines, kept apart from the season's.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub playoff_results: Vec<GameResult>,
    #[serde(default, skip_serializing_if = "SeasonTotals::is_empty")]
    pub playoff_totals: SeasonTotals,
    /// Players out of their teams' next games (hurt, or rested by their coach).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub out: Vec<Absence>,
    /// A coached team's game being played at the table, if one is.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub at_table: Option<TableGame>,
    /// How long the computer coaches the coached teams' games.
    #[serde(default, skip_serializing_if = "ComputerCoaches::is_never")]
    pub computer_coaches: ComputerCoaches,
    /// Each coached team's line-up as its coach last left it at the table.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub lineups: Vec<KeptLineup>,
    /// The league's seasons before this one.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub history: Vec<PastSeason>,
}

/// A coached team's season game at the table: the schedule's game and the saved game that
/// plays it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct TableGame {
    pub index: usize,
    pub save_id: String,
    /// Who sat the game out (season team index, name), taken into its result.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub sat_out: Vec<(u8, String)>,
    /// How many of its first actions the season made (who sat out, the kept line-ups): the
    /// coach's own come after.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub set_up: usize,
}

fn is_zero(n: &usize) -> bool {
    *n == 0
}

#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum SeasonFileError {
    #[error("this file is not a season saved by Rinkside ({0})")]
    NotASeason(String),
    #[error(
        "this season was saved by a newer Rinkside (file version {0}); update the app to open it"
    )]
    Newer(u16),
    #[error(
        "this season plays under newer rules than this Rinkside knows; update the app to open it"
    )]
    NewerRules,
    #[error("this is a {found} season, not {expected}")]
    OtherGame { expected: String, found: String },
    #[error("this season file is damaged: {0}")]
    Damaged(String),
}

impl<O> SeasonFile<O>
where
    O: RuleOptions + Serialize + for<'de> Deserialize<'de>,
{
    /// A new season of sim `G`.
    pub fn new<G: Game<Options = O>>(
        name: String,
        mut plan: SeasonPlan<O>,
        coached: Vec<u8>,
    ) -> Self {
        plan.rules_version = G::RULES_VERSION;
        SeasonFile {
            kind: KIND.to_string(),
            version: SEASON_FILE_VERSION,
            game: G::ID.slug().to_string(),
            name,
            plan,
            coached,
            results: Vec::new(),
            totals: SeasonTotals::default(),
            playoff_results: Vec::new(),
            playoff_totals: SeasonTotals::default(),
            out: Vec::new(),
            at_table: None,
            computer_coaches: ComputerCoaches::Never,
            lineups: Vec::new(),
            history: Vec::new(),
        }
    }

    pub fn to_json(&self) -> String {
        serde_json::to_string(self).expect("a season always serialises")
    }

    /// Reads a file, refusing one that is not a season of this sim or does not hold together
    /// (results beyond the schedule, or not the schedule's games).
    pub fn from_json<G: Game<Options = O>>(text: &str) -> Result<Self, SeasonFileError> {
        #[derive(Deserialize)]
        struct Head {
            kind: Option<String>,
            version: Option<u16>,
            game: Option<String>,
        }
        let head: Head = serde_json::from_str(text).map_err(|e| {
            // A season cut short or broken by an edit, not some other file.
            if text.contains(&format!(r#""kind":"{KIND}""#)) {
                SeasonFileError::Damaged(plain_words(&e))
            } else {
                SeasonFileError::NotASeason("it holds no JSON data".into())
            }
        })?;
        if head.kind.as_deref() != Some(KIND) {
            return Err(SeasonFileError::NotASeason("no season inside".into()));
        }
        match head.version {
            Some(v) if v > SEASON_FILE_VERSION => return Err(SeasonFileError::Newer(v)),
            Some(_) => {}
            None => return Err(SeasonFileError::Damaged("no version".into())),
        }
        let expected = G::ID.slug();
        match head.game {
            Some(found) if found != expected => {
                return Err(SeasonFileError::OtherGame {
                    expected: G::ID.name().to_string(),
                    found: GameId::ALL
                        .into_iter()
                        .find(|g| g.slug() == found)
                        .map_or(found, |g| g.name().to_string()),
                });
            }
            Some(_) => {}
            None => return Err(SeasonFileError::Damaged("no game named".into())),
        }
        let mut file: SeasonFile<O> =
            serde_json::from_str(text).map_err(|e| SeasonFileError::Damaged(plain_words(&e)))?;
        file.plan.check_teams().map_err(SeasonFileError::Damaged)?;
        match file.plan.rules_version {
            // Files from before the plan kept its rules version were played under the versions
            // of that time (a rules change since must put its sim's here).
            0 => file.plan.rules_version = versions_when_seasons_came(G::ID, G::RULES_VERSION),
            v if v > G::RULES_VERSION => return Err(SeasonFileError::NewerRules),
            _ => {}
        }
        file.run().map(|_| file)
    }

    /// The season as it stands: its schedule with the results so far, then its playoffs.
    pub fn run(&self) -> Result<SeasonRun, SeasonFileError> {
        let teams = self.plan.teams.len();
        let mut run = SeasonRun::new(teams, self.plan.games_per_team)
            .map_err(|e| SeasonFileError::Damaged(e.to_string()))?
            .with_playoffs(self.plan.playoff_teams);
        if self.coached.iter().any(|&t| usize::from(t) >= teams) {
            return Err(SeasonFileError::Damaged(
                "a coached team not in the season".into(),
            ));
        }
        if self.results.len() > run.fixtures.len() {
            return Err(SeasonFileError::Damaged(format!(
                "{} results for {} games",
                self.results.len(),
                run.fixtures.len()
            )));
        }
        for (i, result) in self.results.iter().chain(&self.playoff_results).enumerate() {
            if !run.push_result(result.clone()) {
                return Err(SeasonFileError::Damaged(format!(
                    "game {} is not the schedule's",
                    i + 1
                )));
            }
        }
        if self
            .at_table
            .as_ref()
            .is_some_and(|t| t.index != run.games_played())
        {
            return Err(SeasonFileError::Damaged(
                "the game at the table is not the next one".into(),
            ));
        }
        run.totals = self.totals.clone();
        run.playoff_totals = self.playoff_totals.clone();
        run.out = self.out.clone();
        Ok(run)
    }

    /// Keeps what `run` has played.
    pub fn update(&mut self, run: &SeasonRun) {
        self.results = run.results.clone();
        self.totals = run.totals.clone();
        self.playoff_results = run.playoff_results.clone();
        self.playoff_totals = run.playoff_totals.clone();
        self.out = run.out.clone();
    }

    /// Rests `name` of coached team `team` for its next game, or calls the rest off; refused
    /// while a game is at the table (its line-up is set) or for a team nobody coaches.
    pub fn toggle_rest(&mut self, team: u8, name: &str) -> bool {
        if self.at_table.is_some() || !self.coached.contains(&team) {
            return false;
        }
        let mine = |a: &Absence| a.team == team && a.name == name;
        match self.out.iter().position(mine) {
            Some(i) if self.out[i].why == Why::Rested => {
                self.out.remove(i);
            }
            Some(_) => return false,
            None => self.out.push(Absence {
                team,
                name: name.to_string(),
                games: 1,
                why: Why::Rested,
            }),
        }
        true
    }
}

/// A reading error in words for a person (serde's name types and fields): where it is, and
/// what probably happened.
fn plain_words(e: &serde_json::Error) -> String {
    use serde_json::error::Category;
    let place = format!("line {}, character {}", e.line(), e.column());
    match e.classify() {
        Category::Eof => "it ends too soon (was it cut short?)".to_string(),
        Category::Syntax | Category::Io => {
            format!("at {place} it stops being a season file (was it edited?)")
        }
        Category::Data => {
            format!("at {place} it holds something Rinkside never writes (was it edited?)")
        }
    }
}

/// The rules version a sim played when season files did not yet keep theirs (the plan's
/// version came on 26 November 2026): Open Ice 2, Inside the Crease 5, 4th Street 6 (the
/// second audit's versions came later).
fn versions_when_seasons_came(game: GameId, newest: u16) -> u16 {
    match game {
        GameId::OpenIce => 2,
        GameId::InsideTheCrease => 5,
        GameId::FourthStreet => 6,
        _ => newest,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::crease::Crease;
    use crate::games::open_ice::{OpenIce, Options};
    use crate::games::sim::TeamPick;

    fn open_ice_season(games: u16) -> SeasonFile<Options> {
        let plan = SeasonPlan::league(games, Options::default(), 3);
        SeasonFile::new::<OpenIce>("Test season".into(), plan, vec![2])
    }

    #[test]
    fn a_season_round_trips_and_goes_on_where_it_stopped() {
        let mut file = open_ice_season(4);
        let mut run = file.run().unwrap();
        for _ in 0..5 {
            run.play_next::<OpenIce>(&file.plan);
        }
        file.update(&run);
        let text = file.to_json();
        let back = SeasonFile::from_json::<OpenIce>(&text).unwrap();
        assert_eq!(back, file);
        let mut resumed = back.run().unwrap();
        while resumed.play_next::<OpenIce>(&back.plan) {}
        while run.play_next::<OpenIce>(&file.plan) {}
        assert_eq!(resumed.results, run.results, "a reload changes no game");
    }

    /// An own team built from a league team's lines, under another name.
    fn own_team(abbreviation: &str) -> crate::league::LeagueTeam {
        let league = crate::games::sim::builtin_league();
        let (skaters, goalies) = crate::league::team_csv_template(&league.teams[5]);
        crate::league::team_from_csv(abbreviation, "Riverton", "Otters", &skaters, &goalies, &[])
            .expect("a league team's lines make an own team")
    }

    /// Ten teams, two of them a person's own: the schedule is every team's, the own teams'
    /// players have season lines beside their cards' lines, the file carries the teams and
    /// comes back to the same season.
    #[test]
    fn own_teams_play_a_season_beside_the_league() {
        use crate::games::season::{source_line, standings};
        let mut teams: Vec<TeamPick> = crate::games::sim::builtin_league()
            .teams
            .iter()
            .map(|t| TeamPick::League(t.abbreviation.clone()))
            .collect();
        teams.push(TeamPick::Own(Box::new(own_team("RVO"))));
        teams.push(TeamPick::Own(Box::new(own_team("LKS"))));
        let plan = SeasonPlan::with_teams(teams, 2, Options::default(), 11).unwrap();
        let mut file = SeasonFile::new::<OpenIce>("Own teams".into(), plan, vec![9]);
        let mut run = file.run().unwrap();
        assert_eq!(run.fixtures.len(), 10, "ten teams, two games each");
        let first_day = run.fixtures.iter().filter(|f| f.day == 0);
        assert_eq!(first_day.filter(|f| f.home == 9 || f.away == 9).count(), 1);
        file.coached.clear();
        while run.play_next::<OpenIce>(&file.plan) {}
        file.update(&run);
        let table = standings(10, &run.results);
        assert!(
            table.iter().all(|s| s.games == 2),
            "every team, own ones too, played twice"
        );
        let own_lines: Vec<_> = file.totals.skaters.iter().filter(|s| s.team == 8).collect();
        assert!(
            !own_lines.is_empty(),
            "the own team's players have season lines"
        );
        for line in own_lines {
            assert!(
                source_line(&file.plan.teams, line).is_some(),
                "{} has his card's line",
                line.name
            );
        }
        let back = SeasonFile::from_json::<OpenIce>(&file.to_json()).unwrap();
        assert_eq!(back, file, "the file carries the own teams");
    }

    /// A season's teams must be able to play it: two teams with one abbreviation, an own team
    /// the sims cannot play, or a league team that is not the league's are refused, whether
    /// a new season or a file.
    #[test]
    fn a_season_of_teams_that_cannot_play_it_is_refused() {
        let league = |a: &str| TeamPick::League(a.to_string());
        let first = crate::games::sim::builtin_league().teams[0]
            .abbreviation
            .clone();
        let twice = vec![league(&first), TeamPick::Own(Box::new(own_team(&first)))];
        let e = SeasonPlan::with_teams(twice, 2, Options::default(), 1).unwrap_err();
        assert!(e.contains(&format!("both called {first}")), "{e}");
        let mut no_goalie = own_team("NOG");
        no_goalie.roster.retain(|p| p.goalie_line().is_none());
        let e = SeasonPlan::with_teams(
            vec![league(&first), TeamPick::Own(Box::new(no_goalie.clone()))],
            2,
            Options::default(),
            1,
        )
        .unwrap_err();
        assert!(e.contains("goalie"), "{e}");
        let e = SeasonPlan::with_teams(
            vec![league(&first), league("ZZZ")],
            2,
            Options::default(),
            1,
        )
        .unwrap_err();
        assert!(e.contains("ZZZ"), "{e}");
        // The same in a file edited by hand.
        let good = SeasonPlan::with_teams(
            vec![league(&first), TeamPick::Own(Box::new(own_team("RVO")))],
            2,
            Options::default(),
            1,
        )
        .unwrap();
        let file = SeasonFile::new::<OpenIce>("Edited".into(), good, vec![]);
        let edited = file.to_json().replace("\"RVO\"", &format!("\"{first}\""));
        assert!(matches!(
            SeasonFile::from_json::<OpenIce>(&edited),
            Err(SeasonFileError::Damaged(e)) if e.contains("both called")
        ));
    }

    /// A season with playoffs: the file keeps the playoff games and lines apart, comes back
    /// with the same bracket, and a playoff game that is not the bracket's is refused.
    #[test]
    fn playoffs_round_trip_and_a_wrong_one_is_refused() {
        let mut file = open_ice_season(2);
        file.plan.playoff_teams = 2;
        let mut run = file.run().unwrap();
        while run.play_next::<OpenIce>(&file.plan) {}
        file.update(&run);
        assert!(file.playoff_results.len() >= 4 && !file.playoff_totals.is_empty());
        let text = file.to_json();
        let back = SeasonFile::from_json::<OpenIce>(&text).unwrap();
        assert_eq!(back, file);
        let champion = |f: &SeasonFile<Options>| f.run().unwrap().playoffs.unwrap().champion();
        assert!(champion(&back).is_some());
        assert_eq!(champion(&back), champion(&file));
        let mut swapped = file.clone();
        let game = &mut swapped.playoff_results[0];
        game.teams = crate::engine::ByTeam::new(game.teams.away, game.teams.home);
        let err = SeasonFile::from_json::<OpenIce>(&swapped.to_json()).unwrap_err();
        assert!(err.to_string().contains("damaged"), "{err}");
    }

    /// A coach rests his own player for the next game and can call it off; another team's
    /// player, or any while a game is at the table, is refused. The rest is one game long.
    #[test]
    fn a_coach_rests_his_own_player_for_one_game() {
        let mut file = open_ice_season(4);
        assert!(!file.toggle_rest(3, "Anyone"), "team 3 is nobody's");
        assert!(file.toggle_rest(2, "A. Player"));
        assert_eq!(file.out[0].why, Why::Rested);
        assert!(file.toggle_rest(2, "A. Player"), "called off");
        assert!(file.out.is_empty());
        assert!(file.toggle_rest(2, "A. Player"));
        let back = SeasonFile::from_json::<OpenIce>(&file.to_json()).unwrap();
        assert_eq!(back.out, file.out, "the file keeps who is out");
        let mut run = file.run().unwrap();
        while !run
            .results
            .iter()
            .any(|r| r.teams.home == 2 || r.teams.away == 2)
        {
            run.play_next::<OpenIce>(&file.plan);
        }
        let rested = run.out.iter().any(|a| a.why == Why::Rested);
        assert!(!rested, "rested for one game of his team: {:?}", run.out);
        file.at_table = Some(TableGame {
            index: 0,
            save_id: "x".into(),
            sat_out: Vec::new(),
            set_up: 0,
        });
        assert!(
            !file.toggle_rest(2, "A. Player"),
            "not while a game is at the table"
        );
    }

    #[test]
    fn damaged_or_foreign_files_are_refused_with_the_reason() {
        let err = |text: &str| {
            SeasonFile::from_json::<OpenIce>(text)
                .unwrap_err()
                .to_string()
        };
        assert!(err("not json").contains("not a season"));
        assert!(err(r#"{"a":1}"#).contains("not a season"));
        let mut file = open_ice_season(4);
        let mut run = file.run().unwrap();
        run.play_next::<OpenIce>(&file.plan);
        file.update(&run);
        let text = file.to_json();
        assert!(
            SeasonFile::<crate::games::crease::Options>::from_json::<Crease>(&text)
                .unwrap_err()
                .to_string()
                .contains("Open Ice season, not Inside the Crease")
        );
        let newer = text.replace("\"version\":1", "\"version\":9");
        assert_eq!(
            SeasonFile::from_json::<OpenIce>(&newer),
            Err(SeasonFileError::Newer(9))
        );
        // A result moved to another day no longer matches the schedule.
        let moved = text.replacen("\"day\":0", "\"day\":5", 1);
        assert!(err(&moved).contains("damaged"), "{}", err(&moved));
        let version = format!("\"rules_version\":{}", OpenIce::RULES_VERSION);
        assert!(
            text.contains(&version),
            "a new season keeps its rules version"
        );
        let newer_rules = text.replace(&version, "\"rules_version\":99");
        assert_eq!(
            SeasonFile::from_json::<OpenIce>(&newer_rules),
            Err(SeasonFileError::NewerRules)
        );
        // A file from before the version was kept plays under the version of that time.
        let old = text.replace(&format!(",{version}"), "");
        let old = SeasonFile::from_json::<OpenIce>(&old).unwrap();
        assert_eq!(old.plan.rules_version, 2);
        let cut = &text[..text.len() / 2];
        assert!(err(cut).contains("not a season") || err(cut).contains("damaged"));
    }

    /// SE-8: a damaged file is refused in a person's words, not serde's type names.
    #[test]
    fn an_edited_file_is_refused_in_plain_words() {
        let err = |text: &str| {
            SeasonFile::from_json::<OpenIce>(text)
                .unwrap_err()
                .to_string()
        };
        let mut file = open_ice_season(4);
        let mut run = file.run().unwrap();
        run.play_next::<OpenIce>(&file.plan);
        file.update(&run);
        let text = file.to_json();
        // An outcome turned into a string, as the audit's tampered file had it.
        let start = text.find("\"outcome\":").expect("a result has an outcome") + 10;
        let mut depth = 0;
        let close = text[start..].char_indices().find(|&(_, c)| {
            depth += match c {
                '{' => 1,
                '}' => -1,
                _ => 0,
            };
            depth == 0 && c == '}'
        });
        let end = start + close.unwrap().0 + 1;
        let edited = format!("{}\"garbage\"{}", &text[..start], &text[end..]);
        let words = err(&edited);
        assert!(words.contains("never writes"), "{words}");
        assert!(words.contains("line 1, character"), "{words}");
        for serde_words in ["invalid type", "expected", "struct"] {
            assert!(!words.contains(serde_words), "{words}");
        }
        assert!(err(&text[..text.len() - 3]).contains("ends too soon"));
        let broken = text.replacen("\"results\":[", "\"results\":[[", 1);
        assert!(err(&broken).contains("stops being a season file"));
        assert!(err("not json").contains("holds no JSON"));
    }
}

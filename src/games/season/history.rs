//! A league's past seasons. When a season is over the league goes on: the next season keeps
//! its teams, length, playoffs, rules and coaches, and the season before becomes one line of
//! the league's history (first place, the champion and his final, the scoring leader, the
//! goalie with the most wins). Its games go: the whole season file is the way to keep them,
//! and the season page offers it before the next season starts.

use super::{SeasonFile, SeasonFileError, SeasonRun, standings};
use crate::engine::Game;
use crate::games::sim::RuleOptions;
use serde::{Deserialize, Serialize};

/// One finished season of a league, in words that outlive its teams.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct PastSeason {
    /// The season's number in its league, from 1.
    pub season: u16,
    pub games_per_team: u16,
    pub teams: u8,
    /// First in the regular season: "Moose Bay Moose, 52-22-8, 112 points".
    pub first: String,
    /// The playoff champion, when the season had playoffs.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub champion: Option<String>,
    /// The final's result: "4-2 over Harbour City Sharks".
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub final_series: Option<String>,
    /// "Theo Briskgaard (MBC), 98 points".
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub scoring_leader: Option<String>,
    /// "Ola Strand (HSV), 41 wins".
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub top_goalie: Option<String>,
}

impl<O> SeasonFile<O>
where
    O: RuleOptions + Serialize + for<'de> Deserialize<'de> + Clone,
{
    /// This season's number in its league.
    pub fn season_number(&self) -> u16 {
        u16::try_from(self.history.len() + 1).unwrap_or(u16::MAX)
    }

    /// Whether every game, playoffs too, has been played.
    pub fn is_over(&self) -> bool {
        self.run().is_ok_and(|run| run.next_game().is_none())
    }

    /// This season as a line of its league's history; None until it is over.
    pub fn past_season(&self) -> Option<PastSeason> {
        let run = self.run().ok().filter(|r| r.next_game().is_none())?;
        let team = |i: u8| self.plan.teams.get(usize::from(i)).map(|t| t.team());
        let full_name = |i: u8| team(i).map_or_else(String::new, |t| t.full_name());
        let abbreviation = |i: u8| team(i).map_or_else(String::new, |t| t.abbreviation.clone());
        let table = standings(self.plan.teams.len(), &self.results);
        let first = table
            .first()
            .map(|s| format!("{}, {}, {} points", full_name(s.team), s.record(), s.points))?;
        let (champion, final_series) = final_of(&run)
            .map(|(winner, loser, (won, lost))| {
                (
                    Some(full_name(winner)),
                    Some(format!("{won}-{lost} over {}", full_name(loser))),
                )
            })
            .unwrap_or_default();
        let scoring_leader = self
            .totals
            .skater_leaders(|s| s.points(), 1)
            .first()
            .map(|s| {
                format!(
                    "{} ({}), {} points",
                    s.name,
                    abbreviation(s.team),
                    s.points()
                )
            });
        let top_goalie = self
            .totals
            .goalies
            .iter()
            .max_by(|a, b| a.wins.cmp(&b.wins).then(b.name.cmp(&a.name)))
            .filter(|g| g.wins > 0)
            .map(|g| format!("{} ({}), {} wins", g.name, abbreviation(g.team), g.wins));
        Some(PastSeason {
            season: self.season_number(),
            games_per_team: self.plan.games_per_team,
            teams: u8::try_from(self.plan.teams.len()).unwrap_or(u8::MAX),
            first,
            champion,
            final_series,
            scoring_leader,
            top_goalie,
        })
    }

    /// The league's next season: the same teams, length, playoffs, rules and coaches on a new
    /// schedule from `seed`, under the sim's newest rules version, with this season in its
    /// history. The coaches' kept line-ups carry over; injuries and rests heal in the summer.
    pub fn next_season<G: Game<Options = O>>(
        &self,
        seed: u64,
    ) -> Result<SeasonFile<O>, SeasonFileError> {
        let past = self.past_season().ok_or_else(|| {
            SeasonFileError::Damaged("the season is not over, so the next can't start".into())
        })?;
        let mut plan = self.plan.clone();
        plan.seed = seed;
        let mut next = SeasonFile::new::<G>(self.name.clone(), plan, self.coached.clone());
        next.lineups = self.lineups.clone();
        next.history = self.history.clone();
        next.history.push(past);
        next.run()?;
        Ok(next)
    }
}

/// What a league list shows of a stored season without reading all of it: its name, its
/// season's number and its champions so far.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
pub struct LeagueHead {
    pub name: String,
    #[serde(default)]
    pub history: Vec<PastSeason>,
}

impl LeagueHead {
    /// The head of a season file's text; None for text that is no season.
    pub fn read(text: &str) -> Option<LeagueHead> {
        serde_json::from_str(text).ok()
    }

    pub fn season_number(&self) -> u16 {
        u16::try_from(self.history.len() + 1).unwrap_or(u16::MAX)
    }
}

/// The final's winner, loser and games won by each, once it has a winner.
fn final_of(run: &SeasonRun) -> Option<(u8, u8, (u8, u8))> {
    let playoffs = run.playoffs.as_ref()?;
    let champion = playoffs.champion()?;
    let series = playoffs.rounds.last()?.first()?;
    let (a, b) = series.teams;
    Some(if champion == a {
        (a, b, series.wins)
    } else {
        (b, a, (series.wins.1, series.wins.0))
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::open_ice::{OpenIce, Options};
    use crate::games::season::SeasonPlan;

    fn played_out(games: u16, playoff_teams: u8, seed: u64) -> SeasonFile<Options> {
        let mut plan = SeasonPlan::league(games, Options::default(), seed);
        plan.playoff_teams = playoff_teams;
        let mut file = SeasonFile::new::<OpenIce>("Winter league".into(), plan, vec![1]);
        let mut run = file.run().unwrap();
        while run.play_next::<OpenIce>(&file.plan) {}
        file.update(&run);
        file
    }

    #[test]
    fn a_season_goes_into_its_leagues_history_only_once_it_is_over() {
        let mut plan = SeasonPlan::league(4, Options::default(), 5);
        plan.playoff_teams = 2;
        let mut file = SeasonFile::new::<OpenIce>("Winter league".into(), plan, vec![]);
        let mut run = file.run().unwrap();
        run.play_next::<OpenIce>(&file.plan);
        file.update(&run);
        assert!(!file.is_over());
        assert_eq!(file.past_season(), None);
        assert!(file.next_season::<OpenIce>(9).is_err());
        while run.play_next::<OpenIce>(&file.plan) {}
        file.update(&run);
        assert!(file.is_over());
        assert!(file.past_season().is_some());
    }

    #[test]
    fn the_next_season_keeps_the_league_and_remembers_the_last() {
        let file = played_out(4, 4, 7);
        let run = file.run().unwrap();
        let past = file.past_season().unwrap();
        let table = standings(file.plan.teams.len(), &file.results);
        let first = file.plan.teams[usize::from(table[0].team)].team();
        assert!(past.first.starts_with(&first.full_name()), "{past:?}");
        assert!(past.first.ends_with(&format!("{} points", table[0].points)));
        let champion = run.playoffs.as_ref().unwrap().champion().unwrap();
        let champion = file.plan.teams[usize::from(champion)].team().full_name();
        assert_eq!(past.champion.as_deref(), Some(champion.as_str()));
        let final_words = past.final_series.clone().unwrap();
        assert!(final_words.starts_with("4-"), "{final_words}");
        let leader = file.totals.skater_leaders(|s| s.points(), 1)[0];
        assert!(
            past.scoring_leader
                .as_deref()
                .unwrap()
                .starts_with(&leader.name)
        );
        assert_eq!((past.season, past.games_per_team, past.teams), (1, 4, 8));

        let next = file.next_season::<OpenIce>(99).unwrap();
        assert_eq!(next.season_number(), 2);
        assert_eq!(next.history, vec![past.clone()]);
        assert_eq!(next.name, file.name);
        assert_eq!(next.plan.teams, file.plan.teams);
        assert_eq!(next.plan.games_per_team, 4);
        assert_eq!(next.plan.playoff_teams, 4);
        assert_eq!(next.coached, file.coached);
        assert!(next.results.is_empty() && next.totals.is_empty() && next.out.is_empty());
        assert_ne!(next.plan.seed, file.plan.seed);

        // The history travels in the season file, and a third season adds to it.
        let back = SeasonFile::from_json::<OpenIce>(&next.to_json()).unwrap();
        assert_eq!(back.history, next.history);
        let head = LeagueHead::read(&next.to_json()).unwrap();
        assert_eq!(
            (head.name.as_str(), head.season_number()),
            ("Winter league", 2)
        );
        assert_eq!(head.history, next.history);
        assert_eq!(LeagueHead::read("garbage"), None);
        let mut second = back;
        let mut run = second.run().unwrap();
        while run.play_next::<OpenIce>(&second.plan) {}
        second.update(&run);
        let third = second.next_season::<OpenIce>(100).unwrap();
        assert_eq!(third.season_number(), 3);
        assert_eq!(third.history.len(), 2);
        assert_eq!(third.history[0], past);
        assert_eq!(third.history[1].season, 2);
    }

    #[test]
    fn a_season_without_playoffs_has_no_champion_line() {
        let file = played_out(4, 0, 11);
        let past = file.past_season().unwrap();
        assert_eq!((past.champion, past.final_series), (None, None));
        assert!(!past.first.is_empty());
    }
}

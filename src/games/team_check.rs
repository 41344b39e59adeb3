//! The boundary check for the sims' team picks: an own team travels whole inside a record's
//! options, so a link or save can carry one the rules cannot play. Decoding refuses it
//! ([`check_picks`], called from each sim's `Game::check_options`); an engine handed one
//! anyway (options built in code) plays the league's first team in its place
//! ([`playable_picks`]), as it does for an unknown abbreviation, rather than panic.

use crate::engine::{ByTeam, Team};
use crate::games::sim::TeamPick;
use crate::league::{Needs, check_team};

/// Checks both sides' teams; the message names the side and the problem.
pub fn check_picks(teams: &ByTeam<TeamPick>, needs: Needs) -> Result<(), String> {
    for side in Team::BOTH {
        if let TeamPick::Own(team) = &teams[side] {
            let where_ = match side {
                Team::Home => "the home side's",
                Team::Away => "the visiting side's",
            };
            check_team(team, needs).map_err(|problem| format!("{where_} {problem}"))?;
        }
    }
    Ok(())
}

/// The picks with any own team the rules cannot play replaced by the league's first team.
/// Every team that passes [`check_picks`] is kept as it is, so records replay unchanged.
pub fn playable_picks(teams: ByTeam<TeamPick>, needs: Needs) -> ByTeam<TeamPick> {
    teams.map(|side, pick| match pick {
        TeamPick::Own(team) if check_team(team, needs).is_err() => {
            TeamPick::default_pair()[side].clone()
        }
        other => other.clone(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Game, GameRecord, Session, record::RecordError};
    use crate::league::{League, LeagueTeam, Position, StatLine};

    /// Teams the rules cannot play, and a word the refusal must contain.
    fn bad_teams() -> Vec<(LeagueTeam, &'static str)> {
        let base = League::builtin().teams[2].clone();
        let mut out = Vec::new();
        let mut t = base.clone();
        t.roster.retain(|p| p.position != Position::Goalie);
        out.push((t, "no goalie"));
        let mut t = base.clone();
        t.roster.clear();
        out.push((t, "no goalie"));
        let mut t = base.clone();
        let mut kept = 0;
        t.roster.retain(|p| {
            p.position == Position::Goalie || {
                kept += 1;
                kept <= 1
            }
        });
        out.push((t, "1 skaters"));
        let mut t = base.clone();
        for p in &mut t.roster {
            if let StatLine::Skater(l) = &mut p.line {
                l.games = 0;
            }
        }
        out.push((t, "0 games played"));
        let mut t = base.clone();
        for p in &mut t.roster {
            if let StatLine::Goalie(l) = &mut p.line {
                l.shots_against = u32::MAX;
                l.saves = u32::MAX;
            }
        }
        out.push((t, "more than any season"));
        let mut t = base;
        let first = t.roster[0].clone();
        for i in 0..100 {
            let mut p = first.clone();
            p.id = format!("extra{i}");
            t.roster.push(p);
        }
        out.push((t, "at most 40"));
        out
    }

    fn play_out<G: Game>(session: &mut Session<G>) {
        for _ in 0..100_000 {
            let Some(seat) = session.state.seats_to_act().first().copied() else {
                break;
            };
            let action = session.state.legal_actions(seat)[0].clone();
            session.apply(action).expect("a legal action applies");
        }
        assert!(session.state.outcome().is_some(), "the game ends");
    }

    /// For one sim: every bad own team is refused when its record is decoded, naming the
    /// side and the problem; handed to the engine directly it neither panics nor plays short
    /// (the league's team stands in); a good own team still decodes and replays.
    fn refuses_bad_teams<G: Game>(with_teams: impl Fn(ByTeam<TeamPick>) -> G::Options) {
        let league = League::builtin();
        for (team, word) in bad_teams() {
            let teams = ByTeam::new(
                TeamPick::League(league.teams[0].abbreviation.clone()),
                TeamPick::Own(Box::new(team)),
            );
            let options = with_teams(teams);
            let text = GameRecord::<G>::new(options.clone(), 7).encode();
            match GameRecord::<G>::decode(&text) {
                Err(RecordError::Unplayable(message)) => {
                    assert!(message.contains(word), "{message} lacks {word}");
                    assert!(message.contains("visiting side"), "{message}");
                    let shown = RecordError::Unplayable(message).to_string();
                    assert!(shown.starts_with("the game cannot be played"), "{shown}");
                }
                other => panic!("{word}: decoded to {other:?}"),
            }
            let mut session = Session::<G>::new(options, 7);
            play_out(&mut session);
        }
        let (skaters, goalies) = crate::league::team_csv_template(&league.teams[4]);
        let own =
            crate::league::team_from_csv("OWN", "Riverton", "Otters", &skaters, &goalies, &[])
                .expect("a league team's lines make an own team");
        let options = with_teams(ByTeam::new(
            TeamPick::Own(Box::new(own)),
            TeamPick::League(league.teams[1].abbreviation.clone()),
        ));
        let mut session = Session::<G>::new(options, 11);
        for _ in 0..200 {
            let Some(seat) = session.state.seats_to_act().first().copied() else {
                break;
            };
            let action = session.state.legal_actions(seat)[0].clone();
            session.apply(action).expect("a legal action applies");
        }
        let text = session.record.encode();
        let record = GameRecord::<G>::decode(&text).expect("a good own team decodes");
        let replayed = Session::replay(&record, None).expect("and replays");
        assert_eq!(replayed.record.encode(), text);
    }

    #[test]
    fn open_ice_refuses_teams_it_cannot_play() {
        refuses_bad_teams::<crate::games::open_ice::OpenIce>(|teams| {
            crate::games::open_ice::Options {
                teams,
                ..Default::default()
            }
        });
    }

    #[test]
    fn crease_refuses_teams_it_cannot_play() {
        refuses_bad_teams::<crate::games::crease::Crease>(|teams| crate::games::crease::Options {
            teams,
            ..Default::default()
        });
    }

    #[test]
    fn fourth_street_refuses_teams_it_cannot_play() {
        refuses_bad_teams::<crate::games::fourth_street::rules::FourthStreet>(|teams| {
            crate::games::fourth_street::state::Options {
                teams,
                ..Default::default()
            }
        });
    }

    #[test]
    fn league_picks_and_good_own_teams_are_kept() {
        let league = League::builtin();
        for pair in league.teams.chunks(2) {
            let teams = ByTeam::new(
                TeamPick::Own(Box::new(pair[0].clone())),
                TeamPick::League(pair[pair.len() - 1].abbreviation.clone()),
            );
            assert_eq!(check_picks(&teams, Needs::SIM), Ok(()));
            assert_eq!(playable_picks(teams.clone(), Needs::SIM), teams);
        }
    }
}

#[cfg(test)]
mod fixture_tests {
    use crate::engine::GameRecord;
    use crate::engine::record::RecordError;
    use crate::games::open_ice::{OpenIce, Options, TeamPick};
    use crate::league::{League, Position};

    /// The share link the browser test opens: Open Ice with a visiting own team that has no
    /// goalie (tests/e2e/fixtures/open-ice-no-goalie.txt). `FIXTURE_WRITE=1` rewrites it.
    #[test]
    fn the_goalieless_link_fixture_is_refused() {
        let path = concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/tests/e2e/fixtures/open-ice-no-goalie.txt"
        );
        if std::env::var("FIXTURE_WRITE").is_ok_and(|v| v == "1") {
            let league = League::builtin();
            let (skaters, goalies) = crate::league::team_csv_template(&league.teams[4]);
            let mut own =
                crate::league::team_from_csv("NOG", "Riverton", "Otters", &skaters, &goalies, &[])
                    .expect("an own team");
            own.roster.retain(|p| p.position != Position::Goalie);
            let mut options = Options::default();
            options.teams.away = TeamPick::Own(Box::new(own));
            std::fs::write(
                path,
                GameRecord::<OpenIce>::new(options, 26).encode() + "\n",
            )
            .expect("fixture written");
        }
        let text = std::fs::read_to_string(path).expect("the fixture is committed");
        match GameRecord::<OpenIce>::decode(text.trim()) {
            Err(RecordError::Unplayable(message)) => assert_eq!(
                message,
                "the visiting side's team NOG has no goalie; a team needs one to play"
            ),
            other => panic!("the fixture decoded to {other:?}"),
        }
    }
}

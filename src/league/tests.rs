//! The built-in league against a real league's shape, and the CSV reader's messages.

use super::*;

fn builtin() -> League {
    League::builtin()
}

#[test]
fn the_builtin_league_parses_without_problems() {
    League::from_csv(BUILTIN_TEAMS, BUILTIN_SKATERS, BUILTIN_GOALIES)
        .expect("the shipped files are clean");
}

#[test]
fn every_team_has_a_full_roster() {
    let league = builtin();
    assert!(league.teams.len() >= 8);
    for team in &league.teams {
        let count = |p: Position| team.roster.iter().filter(|x| x.position == p).count();
        for wing_or_centre in [Position::LeftWing, Position::Centre, Position::RightWing] {
            assert!(
                count(wing_or_centre) >= 4,
                "{}: {wing_or_centre}",
                team.abbreviation
            );
        }
        let forwards =
            count(Position::LeftWing) + count(Position::Centre) + count(Position::RightWing);
        assert!(forwards >= 12, "{}: {forwards} forwards", team.abbreviation);
        assert!(count(Position::Defence) >= 6, "{}", team.abbreviation);
        assert_eq!(count(Position::Goalie), 2, "{}", team.abbreviation);
        let lines = team.lines();
        assert_eq!(lines.forwards.len(), 4);
        assert_eq!(lines.defence.len(), 3);
    }
}

#[test]
fn the_league_looks_like_a_real_one_per_team_per_game() {
    let f = builtin().figures();
    assert!((2.8..=3.2).contains(&f.goals), "goals {}", f.goals);
    assert!((29.0..=33.0).contains(&f.shots), "shots {}", f.shots);
    assert!(
        (6.0..=12.0).contains(&f.penalty_minutes),
        "PIM {}",
        f.penalty_minutes
    );
    assert!(
        (0.15..=0.26).contains(&f.power_play_pct),
        "PP% {}",
        f.power_play_pct
    );
    assert!((0.9..=0.915).contains(&f.save_pct), "save % {}", f.save_pct);
    assert!(
        (1.6..=1.8).contains(&f.assists_per_goal),
        "assists per goal {}",
        f.assists_per_goal
    );
}

#[test]
fn goals_for_and_against_add_up_across_the_league() {
    let league = builtin();
    let mut goals_for = 0;
    let mut goals_against = 0;
    let mut shots_for = 0;
    let mut shots_against = 0;
    let mut plus_minus = 0i64;
    for team in &league.teams {
        let skater_goals: u32 = team.skaters().map(|(_, l)| l.goals).sum();
        assert_eq!(
            skater_goals, team.record.goals_for,
            "{}: skaters' goals = goals for",
            team.abbreviation
        );
        goals_for += team.record.goals_for;
        goals_against += team.goalies().map(|(_, g)| g.goals_against).sum::<u32>();
        shots_for += team.skaters().map(|(_, l)| l.shots).sum::<u32>();
        shots_against += team.goalies().map(|(_, g)| g.shots_against).sum::<u32>();
        plus_minus += team
            .skaters()
            .map(|(_, l)| i64::from(l.plus_minus))
            .sum::<i64>();
        let minutes: u32 = team.goalies().map(|(_, g)| g.minutes).sum();
        assert!(
            (82 * 60..=82 * 60 + 82 * 5).contains(&minutes),
            "{}: {minutes} goalie minutes",
            team.abbreviation
        );
    }
    // Empty-net goals have no goalie, so goals against can be a little under goals for.
    assert!(goals_against <= goals_for && goals_for - goals_against <= goals_for / 50);
    assert!(
        shots_for.abs_diff(shots_against) <= shots_for / 100,
        "{shots_for} shots for, {shots_against} against"
    );
    // Power-play goals count for the scorers but not every skater on ice; about zero.
    assert!(plus_minus.abs() <= 200, "plus-minus sums to {plus_minus}");
}

#[test]
fn leaders_and_depth_like_a_real_league() {
    let league = builtin();
    for team in &league.teams {
        let goals: Vec<u32> = team
            .skaters()
            .filter(|(_, l)| l.games >= 60)
            .map(|(_, l)| l.goals)
            .collect();
        assert!(
            goals.iter().any(|&g| g >= 30),
            "{}: a 30-goal scorer",
            team.abbreviation
        );
        assert!(
            goals.iter().any(|&g| g < 10),
            "{}: depth players",
            team.abbreviation
        );
    }
    let leader = league.leaders(SkaterStat::Goals, 1)[0].1.goals;
    assert!((35..=60).contains(&leader), "leading goal total {leader}");
}

#[test]
fn every_player_round_trips_through_a_csv_row() {
    let league = builtin();
    let skaters: Vec<&Player> = league
        .players()
        .filter(|p| p.skater_line().is_some())
        .collect();
    let again = parse_skaters(&skaters_csv(skaters.iter().copied()));
    assert!(again.is_clean(), "{:?}", again.errors);
    assert_eq!(again.players.iter().collect::<Vec<_>>(), skaters);
    let goalies: Vec<&Player> = league
        .players()
        .filter(|p| p.goalie_line().is_some())
        .collect();
    let again = parse_goalies(&goalies_csv(goalies.iter().copied()));
    assert!(again.is_clean(), "{:?}", again.errors);
    assert_eq!(again.players.iter().collect::<Vec<_>>(), goalies);
}

#[test]
fn a_bad_row_is_named_by_line_and_column_and_the_good_rows_are_kept() {
    let header = SKATER_COLUMNS.join(",");
    let good = "X1,Good Player,AAA,C,82,20,30,200,20,5,5,8,0,0,3,500,450,60,30,1100";
    let rows = [
        good.to_string(),
        good.replace("X1,", "X2,").replace(",200,", ",1x2,"),
        good.replace("X1,", "X3,").replace(",C,", ",QB,"),
        good.replace("X1,", "X4,")
            .replace(",20,30,200,", ",250,30,200,"),
        "X5,Short Row,AAA,C,82".to_string(),
        good.to_string(),
    ];
    let text = format!("{header}\n{}\n", rows.join("\n"));
    let parsed = parse_skaters(&text);
    assert_eq!(
        parsed.players.len(),
        1,
        "only the first good row; the last repeats its id"
    );
    let messages: Vec<String> = parsed.errors.iter().map(|e| e.to_string()).collect();
    let lines: Vec<usize> = parsed.errors.iter().map(CsvError::line).collect();
    assert!(
        lines.contains(&3)
            && messages
                .iter()
                .any(|m| m.contains("line 3, column SOG") && m.contains("1x2")),
        "{messages:?}"
    );
    assert!(
        messages.iter().any(|m| m.starts_with("line 4, column POS")),
        "{messages:?}"
    );
    assert!(
        messages
            .iter()
            .any(|m| m.starts_with("line 5") && m.contains("more than")),
        "{messages:?}"
    );
    assert!(
        messages
            .iter()
            .any(|m| m.starts_with("line 6") && m.contains("fields")),
        "{messages:?}"
    );
    assert!(
        messages
            .iter()
            .any(|m| m.starts_with("line 7") && m.contains("already used")),
        "{messages:?}"
    );
}

#[test]
fn a_goalie_row_must_add_up() {
    let text = format!(
        "{}\nG1,Some Goalie,AAA,60,58,3500,30,20,8,1800,1700,120,4\n",
        GOALIE_COLUMNS.join(",")
    );
    let parsed = parse_goalies(&text);
    assert!(parsed.players.is_empty());
    assert!(
        parsed.errors[0]
            .to_string()
            .starts_with("line 2, column SV"),
        "{:?}",
        parsed.errors
    );
}

# Folder-grouped unity builds (CRESTLINE_UNITY, passed ON by scripts/build.sh
# and the clang tree; docs/testing.md, "Build cost"). Most of a unit's compile
# time is parsing the headers it shares with its neighbours (the standard
# library, wxWidgets, Catch2, our own), so every target compiles its C++
# sources in groups of up to CRESTLINE_UNITY_BATCH files from one folder: one
# parse of the shared headers per group. Grouping by folder keeps a rule
# system's files together (its `using namespace` and helper names stay among
# its own files) and leaves a source alone in a folder as its own unit. A
# source that cannot share a unit sets SKIP_UNITY_BUILD_INCLUSION.
set(CRESTLINE_UNITY_BATCH 8 CACHE STRING "Sources per unity group (CRESTLINE_UNITY)")

# Sources compiled alone: each has a file-local helper (in an unnamed
# namespace) named as one of a neighbour's, which one unit cannot hold twice.
# A new source that collides so goes here (or renames its helper).
set(CRESTLINE_UNITY_APART
  editor/gui/x11_pixels.cpp # Xlib's macros (None, Status, True ...) stay out of every other source
  editor/gui/fof/fof_mission_view.cpp
  editor/gui/gts/gts_scenario_play_forms.cpp
  editor/gui/tabletop/tabletop_fire_marks.cpp
  editor/jobs/matrix_file_jobs.cpp
  editor/jobs/tabletop/tabletop_fire_jobs.cpp
  editor/jobs/tabletop/tabletop_jobs.cpp
  editor/jobs/vassal_jobs.cpp
  editor/jobs/vassal_jobs_scenario.cpp
  formats/los/tabletop/tabletop_sight_format.cpp
  formats/render/fof/fof_los_report.cpp
  formats/render/fof/fof_sheet.cpp
  formats/render/los_profile.cpp
  formats/render/los_report.cpp
  formats/render/sheet_overlays.cpp
  formats/render/tabletop/tabletop_sight.cpp
  formats/vassal/vassal_scenario.cpp
  geometry/los/systems/tabletop/table_checks.cpp
  geometry/los/systems/tabletop/tabletop_los.cpp
  tests/edit/grid_resize_test.cpp
  tests/edit/scenario_commands_test.cpp
  tests/formats/catalog_version_test.cpp
  tests/formats/coh_catalog_test.cpp
  tests/formats/fof_deck_format_test.cpp
  tests/formats/fof_map_format_test.cpp
  tests/formats/hostile_input_test.cpp
  tests/formats/map_errors_test.cpp
  tests/formats/map_format_test.cpp
  tests/formats/map_levels_test.cpp
  tests/formats/map_links_test.cpp
  tests/formats/matrix_file_test.cpp
  tests/formats/tabletop_format_test.cpp
  tests/formats/tabletop_template_format_test.cpp
  tests/formats/text_limits_test.cpp
  tests/formats/tiled_format_test.cpp
  tests/geometry/local_cover_test.cpp
  tests/jobs/canvas_repaint_test.cpp
  tests/jobs/file_kinds_test.cpp
  tests/jobs/fof_los_jobs_test.cpp
  tests/jobs/fof_picture_jobs_test.cpp
  tests/jobs/map_document_test.cpp
  tests/jobs/matrix_file_jobs_test.cpp
  tests/jobs/picture_jobs_test.cpp
  tests/jobs/scenario_document_test.cpp
  tests/los/ff_ties_test.cpp
  tests/los/fof_ties_test.cpp
  tests/maps/feature_load_test.cpp
  tests/maps/gts_map_checks_test.cpp
  tests/maps/incremental_update_test.cpp
  tests/render/fof_drawing_test.cpp
  tests/render/gts_drawing_test.cpp
  tests/scenarios/coh_scenario_test.cpp
  tests/scenarios/fof_mission_format_test.cpp
  tests/scenarios/gts_checks_test.cpp
  tests/sheet/fof_sheet_test.cpp
  tests/sheet/sheet_test.cpp
)

function(crestline_unity_target target)
  get_target_property(type ${target} TYPE)
  if(NOT type MATCHES "^(STATIC_LIBRARY|EXECUTABLE|MODULE_LIBRARY|SHARED_LIBRARY|OBJECT_LIBRARY)$")
    return()
  endif()
  get_target_property(sources ${target} SOURCES)
  get_target_property(source_dir ${target} SOURCE_DIR)
  set(counts "")
  set(any OFF)
  foreach(source IN LISTS sources)
    if(NOT source MATCHES "\\.cpp$" OR source MATCHES "^\\$<")
      continue()
    endif()
    get_filename_component(path "${source}" ABSOLUTE BASE_DIR "${source_dir}")
    file(RELATIVE_PATH from_root "${CMAKE_SOURCE_DIR}" "${path}")
    if(from_root IN_LIST CRESTLINE_UNITY_APART)
      continue()
    endif()
    get_filename_component(folder "${path}" DIRECTORY)
    string(MAKE_C_IDENTIFIER "${folder}" key)
    if(NOT DEFINED count_${key})
      set(count_${key} 0)
    endif()
    math(EXPR group "${count_${key}} / ${CRESTLINE_UNITY_BATCH}")
    math(EXPR count_${key} "${count_${key}} + 1")
    file(RELATIVE_PATH rel "${CMAKE_SOURCE_DIR}" "${folder}")
    string(MAKE_C_IDENTIFIER "${rel}_${group}" name)
    set_source_files_properties("${path}" TARGET_DIRECTORY ${target} PROPERTIES UNITY_GROUP "${name}")
    set(any ON)
  endforeach()
  if(any)
    set_target_properties(${target} PROPERTIES UNITY_BUILD ON UNITY_BUILD_MODE GROUP)
    # gcc takes a source included into a group for a header and warns that a
    # class of it holds a type of its unnamed namespace; within one unit
    # that is what it always was.
    target_compile_options(${target} PRIVATE $<$<CXX_COMPILER_ID:GNU>:-Wno-subobject-linkage>)
  endif()
endfunction()

function(crestline_unity_directory dir)
  get_property(targets DIRECTORY "${dir}" PROPERTY BUILDSYSTEM_TARGETS)
  foreach(target IN LISTS targets)
    crestline_unity_target(${target})
  endforeach()
  get_property(subdirs DIRECTORY "${dir}" PROPERTY SUBDIRECTORIES)
  foreach(subdir IN LISTS subdirs)
    crestline_unity_directory("${subdir}")
  endforeach()
endfunction()

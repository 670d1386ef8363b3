# The application icon, drawn once as SVG (packaging/icons/idemlab.svg) and
# rendered to the hicolor PNG sizes at build time, so the PNGs never drift
# from the drawing. The PNGs and LICENSE also travel as Qt resources in the
# ui library: the window icon and the About dialog need no installed files.

set(IDEMLAB_APP_ID org.idempotencylab.IdemLab)
set(IDEMLAB_ICON_SVG ${PROJECT_SOURCE_DIR}/packaging/icons/idemlab.svg)
set(IDEMLAB_ICON_SIZES 16 24 32 48 64 128 256)
set(IDEMLAB_ICON_DIR ${PROJECT_BINARY_DIR}/icons)

find_program(RSVG_CONVERT rsvg-convert)
if(NOT RSVG_CONVERT)
    message(FATAL_ERROR "rsvg-convert renders the application icon: apt install librsvg2-bin")
endif()

# idemlab_add_branding(target): renders the PNGs and adds them, with LICENSE,
# to target's resources as :/idemlab/icons/NxN.png and :/idemlab/LICENSE.
function(idemlab_add_branding target)
    set(pngs)
    foreach(size IN LISTS IDEMLAB_ICON_SIZES)
        set(png ${IDEMLAB_ICON_DIR}/${size}x${size}.png)
        add_custom_command(OUTPUT ${png}
            COMMAND ${CMAKE_COMMAND} -E make_directory ${IDEMLAB_ICON_DIR}
            COMMAND ${RSVG_CONVERT} --width=${size} --height=${size} --output=${png} ${IDEMLAB_ICON_SVG}
            DEPENDS ${IDEMLAB_ICON_SVG}
            COMMENT "Rendering the ${size}x${size} application icon"
            VERBATIM)
        list(APPEND pngs ${png})
    endforeach()
    qt_add_resources(${target} branding_icons PREFIX /idemlab/icons BASE ${IDEMLAB_ICON_DIR} FILES ${pngs})
    qt_add_resources(${target} branding_licence PREFIX /idemlab BASE ${PROJECT_SOURCE_DIR}
        FILES ${PROJECT_SOURCE_DIR}/LICENSE)
endfunction()

import{_ as m}from"./FormView.vue_vue_type_script_setup_true_lang-DLwlGetf.js";import"./index-fS-zn8Tl.js";export{m as default};

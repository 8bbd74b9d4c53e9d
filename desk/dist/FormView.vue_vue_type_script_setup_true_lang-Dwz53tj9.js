import{s as qe,o as r,c as f,a as h,m as w,B as ue,v as Be,j as A,T as rt,U as st,V as Ne,W as Ce,X as xe,r as q,F as D,C as J,k as I,h as M,Y as Vt,b as zt,Z as Mt,d as ee,R as Tt,e as We,f as se,g as ce,$ as un,a0 as Ve,a1 as dt,a2 as cn,a3 as Z,a4 as At,a5 as Pt,a6 as Ft,a7 as Kt,a8 as Dt,a9 as be,aa as Et,ab as Bt,ac as pn,ad as fn,ae as hn,af as mn,ag as ae,x as Rt,D as le,w as x,q as z,t as ye,i as X,A as R,ah as jt,E as bn,z as Ht,y as Nt,I as ve,ai as yn,aj as vn,l as gn,n as wn,G as we,N as Re,H as k,J as W,K as G,L as N,ak as Ue,al as ut,am as kn,an as On,ao as ht,ap as In,aq as Sn,O as Cn,P as Le,Q as xn,S as Ln}from"./index-DENfHrjz.js";var Ut={name:"BlankIcon",extends:qe};function $n(e){return Tn(e)||Mn(e)||zn(e)||Vn()}function Vn(){throw new TypeError(`Invalid attempt to spread non-iterable instance.
In order to be iterable, non-array objects must have a [Symbol.iterator]() method.`)}function zn(e,t){if(e){if(typeof e=="string")return Qe(e,t);var n={}.toString.call(e).slice(8,-1);return n==="Object"&&e.constructor&&(n=e.constructor.name),n==="Map"||n==="Set"?Array.from(e):n==="Arguments"||/^(?:Ui|I)nt(?:8|16|32)(?:Clamped)?Array$/.test(n)?Qe(e,t):void 0}}function Mn(e){if(typeof Symbol<"u"&&e[Symbol.iterator]!=null||e["@@iterator"]!=null)return Array.from(e)}function Tn(e){if(Array.isArray(e))return Qe(e)}function Qe(e,t){(t==null||t>e.length)&&(t=e.length);for(var n=0,o=Array(t);n<t;n++)o[n]=e[n];return o}function An(e,t,n,o,l,i){return r(),f("svg",w({width:"14",height:"14",viewBox:"0 0 14 14",fill:"none",xmlns:"http://www.w3.org/2000/svg"},e.pti()),$n(t[0]||(t[0]=[h("rect",{width:"1",height:"1",fill:"currentColor","fill-opacity":"0"},null,-1)])),16)}Ut.render=An;var ct={name:"ChevronDownIcon",extends:qe};function Pn(e){return En(e)||Dn(e)||Kn(e)||Fn()}function Fn(){throw new TypeError(`Invalid attempt to spread non-iterable instance.
In order to be iterable, non-array objects must have a [Symbol.iterator]() method.`)}function Kn(e,t){if(e){if(typeof e=="string")return _e(e,t);var n={}.toString.call(e).slice(8,-1);return n==="Object"&&e.constructor&&(n=e.constructor.name),n==="Map"||n==="Set"?Array.from(e):n==="Arguments"||/^(?:Ui|I)nt(?:8|16|32)(?:Clamped)?Array$/.test(n)?_e(e,t):void 0}}function Dn(e){if(typeof Symbol<"u"&&e[Symbol.iterator]!=null||e["@@iterator"]!=null)return Array.from(e)}function En(e){if(Array.isArray(e))return _e(e)}function _e(e,t){(t==null||t>e.length)&&(t=e.length);for(var n=0,o=Array(t);n<t;n++)o[n]=e[n];return o}function Bn(e,t,n,o,l,i){return r(),f("svg",w({width:"14",height:"14",viewBox:"0 0 14 14",fill:"none",xmlns:"http://www.w3.org/2000/svg"},e.pti()),Pn(t[0]||(t[0]=[h("path",{d:"M7.01744 10.398C6.91269 10.3985 6.8089 10.378 6.71215 10.3379C6.61541 10.2977 6.52766 10.2386 6.45405 10.1641L1.13907 4.84913C1.03306 4.69404 0.985221 4.5065 1.00399 4.31958C1.02276 4.13266 1.10693 3.95838 1.24166 3.82747C1.37639 3.69655 1.55301 3.61742 1.74039 3.60402C1.92777 3.59062 2.11386 3.64382 2.26584 3.75424L7.01744 8.47394L11.769 3.75424C11.9189 3.65709 12.097 3.61306 12.2748 3.62921C12.4527 3.64535 12.6199 3.72073 12.7498 3.84328C12.8797 3.96582 12.9647 4.12842 12.9912 4.30502C13.0177 4.48162 12.9841 4.662 12.8958 4.81724L7.58083 10.1322C7.50996 10.2125 7.42344 10.2775 7.32656 10.3232C7.22968 10.3689 7.12449 10.3944 7.01744 10.398Z",fill:"currentColor"},null,-1)])),16)}ct.render=Bn;var Gt={name:"SearchIcon",extends:qe};function Rn(e){return Un(e)||Nn(e)||Hn(e)||jn()}function jn(){throw new TypeError(`Invalid attempt to spread non-iterable instance.
In order to be iterable, non-array objects must have a [Symbol.iterator]() method.`)}function Hn(e,t){if(e){if(typeof e=="string")return et(e,t);var n={}.toString.call(e).slice(8,-1);return n==="Object"&&e.constructor&&(n=e.constructor.name),n==="Map"||n==="Set"?Array.from(e):n==="Arguments"||/^(?:Ui|I)nt(?:8|16|32)(?:Clamped)?Array$/.test(n)?et(e,t):void 0}}function Nn(e){if(typeof Symbol<"u"&&e[Symbol.iterator]!=null||e["@@iterator"]!=null)return Array.from(e)}function Un(e){if(Array.isArray(e))return et(e)}function et(e,t){(t==null||t>e.length)&&(t=e.length);for(var n=0,o=Array(t);n<t;n++)o[n]=e[n];return o}function Gn(e,t,n,o,l,i){return r(),f("svg",w({width:"14",height:"14",viewBox:"0 0 14 14",fill:"none",xmlns:"http://www.w3.org/2000/svg"},e.pti()),Rn(t[0]||(t[0]=[h("path",{"fill-rule":"evenodd","clip-rule":"evenodd",d:"M2.67602 11.0265C3.6661 11.688 4.83011 12.0411 6.02086 12.0411C6.81149 12.0411 7.59438 11.8854 8.32483 11.5828C8.87005 11.357 9.37808 11.0526 9.83317 10.6803L12.9769 13.8241C13.0323 13.8801 13.0983 13.9245 13.171 13.9548C13.2438 13.985 13.3219 14.0003 13.4007 14C13.4795 14.0003 13.5575 13.985 13.6303 13.9548C13.7031 13.9245 13.7691 13.8801 13.8244 13.8241C13.9367 13.7116 13.9998 13.5592 13.9998 13.4003C13.9998 13.2414 13.9367 13.089 13.8244 12.9765L10.6807 9.8328C11.053 9.37773 11.3573 8.86972 11.5831 8.32452C11.8857 7.59408 12.0414 6.81119 12.0414 6.02056C12.0414 4.8298 11.6883 3.66579 11.0268 2.67572C10.3652 1.68564 9.42494 0.913972 8.32483 0.45829C7.22472 0.00260857 6.01418 -0.116618 4.84631 0.115686C3.67844 0.34799 2.60568 0.921393 1.76369 1.76338C0.921698 2.60537 0.348296 3.67813 0.115991 4.84601C-0.116313 6.01388 0.00291375 7.22441 0.458595 8.32452C0.914277 9.42464 1.68595 10.3649 2.67602 11.0265ZM3.35565 2.0158C4.14456 1.48867 5.07206 1.20731 6.02086 1.20731C7.29317 1.20731 8.51338 1.71274 9.41304 2.6124C10.3127 3.51206 10.8181 4.73226 10.8181 6.00457C10.8181 6.95337 10.5368 7.88088 10.0096 8.66978C9.48251 9.45868 8.73328 10.0736 7.85669 10.4367C6.98011 10.7997 6.01554 10.8947 5.08496 10.7096C4.15439 10.5245 3.2996 10.0676 2.62869 9.39674C1.95778 8.72583 1.50089 7.87104 1.31579 6.94046C1.13068 6.00989 1.22568 5.04532 1.58878 4.16874C1.95187 3.29215 2.56675 2.54292 3.35565 2.0158Z",fill:"currentColor"},null,-1)])),16)}Gt.render=Gn;var qn=`
    .p-iconfield {
        position: relative;
        display: block;
    }

    .p-inputicon {
        position: absolute;
        top: 50%;
        margin-top: calc(-1 * (dt('icon.size') / 2));
        color: dt('iconfield.icon.color');
        line-height: 1;
        z-index: 1;
    }

    .p-iconfield .p-inputicon:first-child {
        inset-inline-start: dt('form.field.padding.x');
    }

    .p-iconfield .p-inputicon:last-child {
        inset-inline-end: dt('form.field.padding.x');
    }

    .p-iconfield .p-inputtext:not(:first-child),
    .p-iconfield .p-inputwrapper:not(:first-child) .p-inputtext {
        padding-inline-start: calc((dt('form.field.padding.x') * 2) + dt('icon.size'));
    }

    .p-iconfield .p-inputtext:not(:last-child) {
        padding-inline-end: calc((dt('form.field.padding.x') * 2) + dt('icon.size'));
    }

    .p-iconfield:has(.p-inputfield-sm) .p-inputicon {
        font-size: dt('form.field.sm.font.size');
        width: dt('form.field.sm.font.size');
        height: dt('form.field.sm.font.size');
        margin-top: calc(-1 * (dt('form.field.sm.font.size') / 2));
    }

    .p-iconfield:has(.p-inputfield-lg) .p-inputicon {
        font-size: dt('form.field.lg.font.size');
        width: dt('form.field.lg.font.size');
        height: dt('form.field.lg.font.size');
        margin-top: calc(-1 * (dt('form.field.lg.font.size') / 2));
    }
`,Wn={root:"p-iconfield"},Jn=ue.extend({name:"iconfield",style:qn,classes:Wn}),Yn={name:"BaseIconField",extends:Be,style:Jn,provide:function(){return{$pcIconField:this,$parentInstance:this}}},qt={name:"IconField",extends:Yn,inheritAttrs:!1};function Zn(e,t,n,o,l,i){return r(),f("div",w({class:e.cx("root")},e.ptmi("root")),[A(e.$slots,"default")],16)}qt.render=Zn;var Xn={root:"p-inputicon"},Qn=ue.extend({name:"inputicon",classes:Xn}),_n={name:"BaseInputIcon",extends:Be,style:Qn,props:{class:null},provide:function(){return{$pcInputIcon:this,$parentInstance:this}}},Wt={name:"InputIcon",extends:_n,inheritAttrs:!1,computed:{containerClass:function(){return[this.cx("root"),this.class]}}};function ei(e,t,n,o,l,i){return r(),f("span",w({class:i.containerClass},e.ptmi("root"),{"aria-hidden":"true"}),[A(e.$slots,"default")],16)}Wt.render=ei;var ti=`
    .p-virtualscroller-loader {
        background: dt('virtualscroller.loader.mask.background');
        color: dt('virtualscroller.loader.mask.color');
    }

    .p-virtualscroller-loading-icon {
        font-size: dt('virtualscroller.loader.icon.size');
        width: dt('virtualscroller.loader.icon.size');
        height: dt('virtualscroller.loader.icon.size');
    }
`,ni=`
.p-virtualscroller {
    position: relative;
    overflow: auto;
    contain: strict;
    transform: translateZ(0);
    will-change: scroll-position;
    outline: 0 none;
}

.p-virtualscroller-content {
    position: absolute;
    top: 0;
    left: 0;
    min-height: 100%;
    min-width: 100%;
    will-change: transform;
}

.p-virtualscroller-spacer {
    position: absolute;
    top: 0;
    left: 0;
    height: 1px;
    width: 1px;
    transform-origin: 0 0;
    pointer-events: none;
}

.p-virtualscroller-loader {
    position: sticky;
    top: 0;
    left: 0;
    width: 100%;
    height: 100%;
}

.p-virtualscroller-loader-mask {
    display: flex;
    align-items: center;
    justify-content: center;
}

.p-virtualscroller-horizontal > .p-virtualscroller-content {
    display: flex;
}

.p-virtualscroller-inline .p-virtualscroller-content {
    position: static;
}

.p-virtualscroller .p-virtualscroller-loading {
    transform: none !important;
    min-height: 0;
    position: sticky;
    inset-block-start: 0;
    inset-inline-start: 0;
}
`,mt=ue.extend({name:"virtualscroller",css:ni,style:ti}),ii={name:"BaseVirtualScroller",extends:Be,props:{id:{type:String,default:null},style:null,class:null,items:{type:Array,default:null},itemSize:{type:[Number,Array],default:0},scrollHeight:null,scrollWidth:null,orientation:{type:String,default:"vertical"},numToleratedItems:{type:Number,default:null},delay:{type:Number,default:0},resizeDelay:{type:Number,default:10},lazy:{type:Boolean,default:!1},disabled:{type:Boolean,default:!1},loaderDisabled:{type:Boolean,default:!1},columns:{type:Array,default:null},loading:{type:Boolean,default:!1},showSpacer:{type:Boolean,default:!0},showLoader:{type:Boolean,default:!1},tabindex:{type:Number,default:0},inline:{type:Boolean,default:!1},step:{type:Number,default:0},appendOnly:{type:Boolean,default:!1},autoSize:{type:Boolean,default:!1}},style:mt,provide:function(){return{$pcVirtualScroller:this,$parentInstance:this}},beforeMount:function(){var t;mt.loadCSS({nonce:(t=this.$primevueConfig)===null||t===void 0||(t=t.csp)===null||t===void 0?void 0:t.nonce})}};function Me(e){"@babel/helpers - typeof";return Me=typeof Symbol=="function"&&typeof Symbol.iterator=="symbol"?function(t){return typeof t}:function(t){return t&&typeof Symbol=="function"&&t.constructor===Symbol&&t!==Symbol.prototype?"symbol":typeof t},Me(e)}function bt(e,t){var n=Object.keys(e);if(Object.getOwnPropertySymbols){var o=Object.getOwnPropertySymbols(e);t&&(o=o.filter(function(l){return Object.getOwnPropertyDescriptor(e,l).enumerable})),n.push.apply(n,o)}return n}function $e(e){for(var t=1;t<arguments.length;t++){var n=arguments[t]!=null?arguments[t]:{};t%2?bt(Object(n),!0).forEach(function(o){Jt(e,o,n[o])}):Object.getOwnPropertyDescriptors?Object.defineProperties(e,Object.getOwnPropertyDescriptors(n)):bt(Object(n)).forEach(function(o){Object.defineProperty(e,o,Object.getOwnPropertyDescriptor(n,o))})}return e}function Jt(e,t,n){return(t=oi(t))in e?Object.defineProperty(e,t,{value:n,enumerable:!0,configurable:!0,writable:!0}):e[t]=n,e}function oi(e){var t=li(e,"string");return Me(t)=="symbol"?t:t+""}function li(e,t){if(Me(e)!="object"||!e)return e;var n=e[Symbol.toPrimitive];if(n!==void 0){var o=n.call(e,t);if(Me(o)!="object")return o;throw new TypeError("@@toPrimitive must return a primitive value.")}return(t==="string"?String:Number)(e)}var pt={name:"VirtualScroller",extends:ii,inheritAttrs:!1,emits:["update:numToleratedItems","scroll","scroll-index-change","lazy-load"],data:function(){var t=this.isBoth();return{first:t?{rows:0,cols:0}:0,last:t?{rows:0,cols:0}:0,page:t?{rows:0,cols:0}:0,numItemsInViewport:t?{rows:0,cols:0}:0,lastScrollPos:t?{top:0,left:0}:0,d_numToleratedItems:this.numToleratedItems,d_loading:this.loading,loaderArr:[],spacerStyle:{},contentStyle:{}}},element:null,content:null,lastScrollPos:null,scrollTimeout:null,resizeTimeout:null,defaultWidth:0,defaultHeight:0,defaultContentWidth:0,defaultContentHeight:0,isRangeChanged:!1,lazyLoadState:{},resizeListener:null,resizeObserver:null,initialized:!1,watch:{numToleratedItems:function(t){this.d_numToleratedItems=t},loading:function(t,n){this.lazy&&t!==n&&t!==this.d_loading&&(this.d_loading=t)},items:{handler:function(t,n){(!n||n.length!==(t||[]).length)&&(this.init(),this.calculateAutoSize())},deep:!0},itemSize:function(){this.init(),this.calculateAutoSize()},orientation:function(){this.lastScrollPos=this.isBoth()?{top:0,left:0}:0},scrollHeight:function(){this.init(),this.calculateAutoSize()},scrollWidth:function(){this.init(),this.calculateAutoSize()}},mounted:function(){this.viewInit(),this.lastScrollPos=this.isBoth()?{top:0,left:0}:0,this.lazyLoadState=this.lazyLoadState||{}},updated:function(){!this.initialized&&this.viewInit()},unmounted:function(){this.unbindResizeListener(),this.initialized=!1},methods:{viewInit:function(){Ne(this.element)&&(this.setContentEl(this.content),this.init(),this.calculateAutoSize(),this.defaultWidth=Ce(this.element),this.defaultHeight=xe(this.element),this.defaultContentWidth=Ce(this.content),this.defaultContentHeight=xe(this.content),this.initialized=!0),this.element&&this.bindResizeListener()},init:function(){this.disabled||(this.setSize(),this.calculateOptions(),this.setSpacerSize())},isVertical:function(){return this.orientation==="vertical"},isHorizontal:function(){return this.orientation==="horizontal"},isBoth:function(){return this.orientation==="both"},scrollTo:function(t){this.element&&this.element.scrollTo(t)},scrollToIndex:function(t){var n=this,o=arguments.length>1&&arguments[1]!==void 0?arguments[1]:"auto",l=this.isBoth(),i=this.isHorizontal(),s=l?t.every(function(F){return F>-1}):t>-1;if(s){var c=this.first,d=this.element,y=d.scrollTop,b=y===void 0?0:y,C=d.scrollLeft,m=C===void 0?0:C,O=this.calculateNumItems(),S=O.numToleratedItems,L=this.getContentPosition(),g=this.itemSize,p=function(){var E=arguments.length>0&&arguments[0]!==void 0?arguments[0]:0,ie=arguments.length>1?arguments[1]:void 0;return E<=ie?0:E},u=function(E,ie,Y){return E*ie+Y},a=function(){var E=arguments.length>0&&arguments[0]!==void 0?arguments[0]:0,ie=arguments.length>1&&arguments[1]!==void 0?arguments[1]:0;return n.scrollTo({left:E,top:ie,behavior:o})},v=l?{rows:0,cols:0}:0,T=!1,j=!1;l?(v={rows:p(t[0],S[0]),cols:p(t[1],S[1])},a(u(v.cols,g[1],L.left),u(v.rows,g[0],L.top)),j=this.lastScrollPos.top!==b||this.lastScrollPos.left!==m,T=v.rows!==c.rows||v.cols!==c.cols):(v=p(t,S),i?a(u(v,g,L.left),b):a(m,u(v,g,L.top)),j=this.lastScrollPos!==(i?m:b),T=v!==c),this.isRangeChanged=T,j&&(this.first=v)}},scrollInView:function(t,n){var o=this,l=arguments.length>2&&arguments[2]!==void 0?arguments[2]:"auto";if(n){var i=this.isBoth(),s=this.isHorizontal(),c=i?t.every(function(g){return g>-1}):t>-1;if(c){var d=this.getRenderedRange(),y=d.first,b=d.viewport,C=function(){var p=arguments.length>0&&arguments[0]!==void 0?arguments[0]:0,u=arguments.length>1&&arguments[1]!==void 0?arguments[1]:0;return o.scrollTo({left:p,top:u,behavior:l})},m=n==="to-start",O=n==="to-end";if(m){if(i)b.first.rows-y.rows>t[0]?C(b.first.cols*this.itemSize[1],(b.first.rows-1)*this.itemSize[0]):b.first.cols-y.cols>t[1]&&C((b.first.cols-1)*this.itemSize[1],b.first.rows*this.itemSize[0]);else if(b.first-y>t){var S=(b.first-1)*this.itemSize;s?C(S,0):C(0,S)}}else if(O){if(i)b.last.rows-y.rows<=t[0]+1?C(b.first.cols*this.itemSize[1],(b.first.rows+1)*this.itemSize[0]):b.last.cols-y.cols<=t[1]+1&&C((b.first.cols+1)*this.itemSize[1],b.first.rows*this.itemSize[0]);else if(b.last-y<=t+1){var L=(b.first+1)*this.itemSize;s?C(L,0):C(0,L)}}}}else this.scrollToIndex(t,l)},getRenderedRange:function(){var t=function(C,m){return Math.floor(C/(m||C))},n=this.first,o=0;if(this.element){var l=this.isBoth(),i=this.isHorizontal(),s=this.element,c=s.scrollTop,d=s.scrollLeft;if(l)n={rows:t(c,this.itemSize[0]),cols:t(d,this.itemSize[1])},o={rows:n.rows+this.numItemsInViewport.rows,cols:n.cols+this.numItemsInViewport.cols};else{var y=i?d:c;n=t(y,this.itemSize),o=n+this.numItemsInViewport}}return{first:this.first,last:this.last,viewport:{first:n,last:o}}},calculateNumItems:function(){var t=this.isBoth(),n=this.isHorizontal(),o=this.itemSize,l=this.getContentPosition(),i=this.element?this.element.offsetWidth-l.left:0,s=this.element?this.element.offsetHeight-l.top:0,c=function(m,O){return Math.ceil(m/(O||m))},d=function(m){return Math.ceil(m/2)},y=t?{rows:c(s,o[0]),cols:c(i,o[1])}:c(n?i:s,o),b=this.d_numToleratedItems||(t?[d(y.rows),d(y.cols)]:d(y));return{numItemsInViewport:y,numToleratedItems:b}},calculateOptions:function(){var t=this,n=this.isBoth(),o=this.first,l=this.calculateNumItems(),i=l.numItemsInViewport,s=l.numToleratedItems,c=function(b,C,m){var O=arguments.length>3&&arguments[3]!==void 0?arguments[3]:!1;return t.getLast(b+C+(b<m?2:3)*m,O)},d=n?{rows:c(o.rows,i.rows,s[0]),cols:c(o.cols,i.cols,s[1],!0)}:c(o,i,s);this.last=d,this.numItemsInViewport=i,this.d_numToleratedItems=s,this.$emit("update:numToleratedItems",this.d_numToleratedItems),this.showLoader&&(this.loaderArr=n?Array.from({length:i.rows}).map(function(){return Array.from({length:i.cols})}):Array.from({length:i})),this.lazy&&Promise.resolve().then(function(){var y;t.lazyLoadState={first:t.step?n?{rows:0,cols:o.cols}:0:o,last:Math.min(t.step?t.step:d,((y=t.items)===null||y===void 0?void 0:y.length)||0)},t.$emit("lazy-load",t.lazyLoadState)})},calculateAutoSize:function(){var t=this;this.autoSize&&!this.d_loading&&Promise.resolve().then(function(){if(t.content){var n=t.isBoth(),o=t.isHorizontal(),l=t.isVertical();t.content.style.minHeight=t.content.style.minWidth="auto",t.content.style.position="relative",t.element.style.contain="none";var i=[Ce(t.element),xe(t.element)],s=i[0],c=i[1];(n||o)&&(t.element.style.width=s<t.defaultWidth?s+"px":t.scrollWidth||t.defaultWidth+"px"),(n||l)&&(t.element.style.height=c<t.defaultHeight?c+"px":t.scrollHeight||t.defaultHeight+"px"),t.content.style.minHeight=t.content.style.minWidth="",t.content.style.position="",t.element.style.contain=""}})},getLast:function(){var t,n,o=arguments.length>0&&arguments[0]!==void 0?arguments[0]:0,l=arguments.length>1?arguments[1]:void 0;return this.items?Math.min(l?((t=this.columns||this.items[0])===null||t===void 0?void 0:t.length)||0:((n=this.items)===null||n===void 0?void 0:n.length)||0,o):0},getContentPosition:function(){if(this.content){var t=getComputedStyle(this.content),n=parseFloat(t.paddingLeft)+Math.max(parseFloat(t.left)||0,0),o=parseFloat(t.paddingRight)+Math.max(parseFloat(t.right)||0,0),l=parseFloat(t.paddingTop)+Math.max(parseFloat(t.top)||0,0),i=parseFloat(t.paddingBottom)+Math.max(parseFloat(t.bottom)||0,0);return{left:n,right:o,top:l,bottom:i,x:n+o,y:l+i}}return{left:0,right:0,top:0,bottom:0,x:0,y:0}},setSize:function(){var t=this;if(this.element){var n=this.isBoth(),o=this.isHorizontal(),l=this.element.parentElement,i=this.scrollWidth||"".concat(this.element.offsetWidth||l.offsetWidth,"px"),s=this.scrollHeight||"".concat(this.element.offsetHeight||l.offsetHeight,"px"),c=function(y,b){return t.element.style[y]=b};n||o?(c("height",s),c("width",i)):c("height",s)}},setSpacerSize:function(){var t=this,n=this.items;if(n){var o=this.isBoth(),l=this.isHorizontal(),i=this.getContentPosition(),s=function(d,y,b){var C=arguments.length>3&&arguments[3]!==void 0?arguments[3]:0;return t.spacerStyle=$e($e({},t.spacerStyle),Jt({},"".concat(d),(y||[]).length*b+C+"px"))};o?(s("height",n,this.itemSize[0],i.y),s("width",this.columns||n[1],this.itemSize[1],i.x)):l?s("width",this.columns||n,this.itemSize,i.x):s("height",n,this.itemSize,i.y)}},setContentPosition:function(t){var n=this;if(this.content&&!this.appendOnly){var o=this.isBoth(),l=this.isHorizontal(),i=t?t.first:this.first,s=function(b,C){return b*C},c=function(){var b=arguments.length>0&&arguments[0]!==void 0?arguments[0]:0,C=arguments.length>1&&arguments[1]!==void 0?arguments[1]:0;return n.contentStyle=$e($e({},n.contentStyle),{transform:"translate3d(".concat(b,"px, ").concat(C,"px, 0)")})};if(o)c(s(i.cols,this.itemSize[1]),s(i.rows,this.itemSize[0]));else{var d=s(i,this.itemSize);l?c(d,0):c(0,d)}}},onScrollPositionChange:function(t){var n=this,o=t.target,l=this.isBoth(),i=this.isHorizontal(),s=this.getContentPosition(),c=function(H,U){return H?H>U?H-U:H:0},d=function(H,U){return Math.floor(H/(U||H))},y=function(H,U,pe,fe,Q,te){return H<=Q?Q:te?pe-fe-Q:U+Q-1},b=function(H,U,pe,fe,Q,te,me,Ye){if(H<=te)return 0;var Oe=Math.max(0,me?H<U?pe:H-te:H>U?pe:H-2*te),je=n.getLast(Oe,Ye);return Oe>je?je-Q:Oe},C=function(H,U,pe,fe,Q,te){var me=U+fe+2*Q;return H>=Q&&(me+=Q+1),n.getLast(me,te)},m=c(o.scrollTop,s.top),O=c(o.scrollLeft,s.left),S=l?{rows:0,cols:0}:0,L=this.last,g=!1,p=this.lastScrollPos;if(l){var u=this.lastScrollPos.top<=m,a=this.lastScrollPos.left<=O;if(!this.appendOnly||this.appendOnly&&(u||a)){var v={rows:d(m,this.itemSize[0]),cols:d(O,this.itemSize[1])},T={rows:y(v.rows,this.first.rows,this.last.rows,this.numItemsInViewport.rows,this.d_numToleratedItems[0],u),cols:y(v.cols,this.first.cols,this.last.cols,this.numItemsInViewport.cols,this.d_numToleratedItems[1],a)};S={rows:b(v.rows,T.rows,this.first.rows,this.last.rows,this.numItemsInViewport.rows,this.d_numToleratedItems[0],u),cols:b(v.cols,T.cols,this.first.cols,this.last.cols,this.numItemsInViewport.cols,this.d_numToleratedItems[1],a,!0)},L={rows:C(v.rows,S.rows,this.last.rows,this.numItemsInViewport.rows,this.d_numToleratedItems[0]),cols:C(v.cols,S.cols,this.last.cols,this.numItemsInViewport.cols,this.d_numToleratedItems[1],!0)},g=S.rows!==this.first.rows||L.rows!==this.last.rows||S.cols!==this.first.cols||L.cols!==this.last.cols||this.isRangeChanged,p={top:m,left:O}}}else{var j=i?O:m,F=this.lastScrollPos<=j;if(!this.appendOnly||this.appendOnly&&F){var E=d(j,this.itemSize),ie=y(E,this.first,this.last,this.numItemsInViewport,this.d_numToleratedItems,F);S=b(E,ie,this.first,this.last,this.numItemsInViewport,this.d_numToleratedItems,F),L=C(E,S,this.last,this.numItemsInViewport,this.d_numToleratedItems),g=S!==this.first||L!==this.last||this.isRangeChanged,p=j}}return{first:S,last:L,isRangeChanged:g,scrollPos:p}},onScrollChange:function(t){var n=this.onScrollPositionChange(t),o=n.first,l=n.last,i=n.isRangeChanged,s=n.scrollPos;if(i){var c={first:o,last:l};if(this.setContentPosition(c),this.first=o,this.last=l,this.lastScrollPos=s,this.$emit("scroll-index-change",c),this.lazy&&this.isPageChanged(o)){var d,y,b={first:this.step?Math.min(this.getPageByFirst(o)*this.step,(((d=this.items)===null||d===void 0?void 0:d.length)||0)-this.step):o,last:Math.min(this.step?(this.getPageByFirst(o)+1)*this.step:l,((y=this.items)===null||y===void 0?void 0:y.length)||0)},C=this.lazyLoadState.first!==b.first||this.lazyLoadState.last!==b.last;C&&this.$emit("lazy-load",b),this.lazyLoadState=b}}},onScroll:function(t){var n=this;if(this.$emit("scroll",t),this.delay){if(this.scrollTimeout&&clearTimeout(this.scrollTimeout),this.isPageChanged()){if(!this.d_loading&&this.showLoader){var o=this.onScrollPositionChange(t),l=o.isRangeChanged,i=l||(this.step?this.isPageChanged():!1);i&&(this.d_loading=!0)}this.scrollTimeout=setTimeout(function(){n.onScrollChange(t),n.d_loading&&n.showLoader&&(!n.lazy||n.loading===void 0)&&(n.d_loading=!1,n.page=n.getPageByFirst())},this.delay)}}else this.onScrollChange(t)},onResize:function(){var t=this;this.resizeTimeout&&clearTimeout(this.resizeTimeout),this.resizeTimeout=setTimeout(function(){if(Ne(t.element)){var n=t.isBoth(),o=t.isVertical(),l=t.isHorizontal(),i=[Ce(t.element),xe(t.element)],s=i[0],c=i[1],d=s!==t.defaultWidth,y=c!==t.defaultHeight,b=n?d||y:l?d:o?y:!1;b&&(t.d_numToleratedItems=t.numToleratedItems,t.defaultWidth=s,t.defaultHeight=c,t.defaultContentWidth=Ce(t.content),t.defaultContentHeight=xe(t.content),t.init())}},this.resizeDelay)},bindResizeListener:function(){var t=this;this.resizeListener||(this.resizeListener=this.onResize.bind(this),window.addEventListener("resize",this.resizeListener),window.addEventListener("orientationchange",this.resizeListener),this.resizeObserver=new ResizeObserver(function(){t.onResize()}),this.resizeObserver.observe(this.element))},unbindResizeListener:function(){this.resizeListener&&(window.removeEventListener("resize",this.resizeListener),window.removeEventListener("orientationchange",this.resizeListener),this.resizeListener=null),this.resizeObserver&&(this.resizeObserver.disconnect(),this.resizeObserver=null)},getOptions:function(t){var n=(this.items||[]).length,o=this.isBoth()?this.first.rows+t:this.first+t;return{index:o,count:n,first:o===0,last:o===n-1,even:o%2===0,odd:o%2!==0}},getLoaderOptions:function(t,n){var o=this.loaderArr.length;return $e({index:t,count:o,first:t===0,last:t===o-1,even:t%2===0,odd:t%2!==0},n)},getPageByFirst:function(t){return Math.floor(((t??this.first)+this.d_numToleratedItems*4)/(this.step||1))},isPageChanged:function(t){return this.step&&!this.lazy?this.page!==this.getPageByFirst(t??this.first):!0},setContentEl:function(t){this.content=t||this.content||st(this.element,'[data-pc-section="content"]')},elementRef:function(t){this.element=t},contentRef:function(t){this.content=t}},computed:{containerClass:function(){return["p-virtualscroller",this.class,{"p-virtualscroller-inline":this.inline,"p-virtualscroller-both p-both-scroll":this.isBoth(),"p-virtualscroller-horizontal p-horizontal-scroll":this.isHorizontal()}]},contentClass:function(){return["p-virtualscroller-content",{"p-virtualscroller-loading":this.d_loading}]},loaderClass:function(){return["p-virtualscroller-loader",{"p-virtualscroller-loader-mask":!this.$slots.loader}]},loadedItems:function(){var t=this;return this.items&&!this.d_loading?this.isBoth()?this.items.slice(this.appendOnly?0:this.first.rows,this.last.rows).map(function(n){return t.columns?n:n.slice(t.appendOnly?0:t.first.cols,t.last.cols)}):this.isHorizontal()&&this.columns?this.items:this.items.slice(this.appendOnly?0:this.first,this.last):[]},loadedRows:function(){return this.d_loading?this.loaderDisabled?this.loaderArr:[]:this.loadedItems},loadedColumns:function(){if(this.columns){var t=this.isBoth(),n=this.isHorizontal();if(t||n)return this.d_loading&&this.loaderDisabled?t?this.loaderArr[0]:this.loaderArr:this.columns.slice(t?this.first.cols:this.first,t?this.last.cols:this.last)}return this.columns}},components:{SpinnerIcon:rt}},ai=["tabindex"];function ri(e,t,n,o,l,i){var s=q("SpinnerIcon");return e.disabled?(r(),f(D,{key:1},[A(e.$slots,"default"),A(e.$slots,"content",{items:e.items,rows:e.items,columns:i.loadedColumns})],64)):(r(),f("div",w({key:0,ref:i.elementRef,class:i.containerClass,tabindex:e.tabindex,style:e.style,onScroll:t[0]||(t[0]=function(){return i.onScroll&&i.onScroll.apply(i,arguments)})},e.ptmi("root")),[A(e.$slots,"content",{styleClass:i.contentClass,items:i.loadedItems,getItemOptions:i.getOptions,loading:l.d_loading,getLoaderOptions:i.getLoaderOptions,itemSize:e.itemSize,rows:i.loadedRows,columns:i.loadedColumns,contentRef:i.contentRef,spacerStyle:l.spacerStyle,contentStyle:l.contentStyle,vertical:i.isVertical(),horizontal:i.isHorizontal(),both:i.isBoth()},function(){return[h("div",w({ref:i.contentRef,class:i.contentClass,style:l.contentStyle},e.ptm("content")),[(r(!0),f(D,null,J(i.loadedItems,function(c,d){return A(e.$slots,"item",{key:d,item:c,options:i.getOptions(d)})}),128))],16)]}),e.showSpacer?(r(),f("div",w({key:0,class:"p-virtualscroller-spacer",style:l.spacerStyle},e.ptm("spacer")),null,16)):I("",!0),!e.loaderDisabled&&e.showLoader&&l.d_loading?(r(),f("div",w({key:1,class:i.loaderClass},e.ptm("loader")),[e.$slots&&e.$slots.loader?(r(!0),f(D,{key:0},J(l.loaderArr,function(c,d){return A(e.$slots,"loader",{key:d,options:i.getLoaderOptions(d,i.isBoth()&&{numCols:e.d_numItemsInViewport.cols})})}),128)):I("",!0),A(e.$slots,"loadingicon",{},function(){return[M(s,w({spin:"",class:"p-virtualscroller-loading-icon"},e.ptm("loadingIcon")),null,16)]})],16)):I("",!0)],16,ai))}pt.render=ri;var si=`
    .p-select {
        display: inline-flex;
        cursor: pointer;
        position: relative;
        user-select: none;
        background: dt('select.background');
        border: 1px solid dt('select.border.color');
        transition:
            background dt('select.transition.duration'),
            color dt('select.transition.duration'),
            border-color dt('select.transition.duration'),
            outline-color dt('select.transition.duration'),
            box-shadow dt('select.transition.duration');
        border-radius: dt('select.border.radius');
        outline-color: transparent;
        box-shadow: dt('select.shadow');
    }

    .p-select:not(.p-disabled):hover {
        border-color: dt('select.hover.border.color');
    }

    .p-select:not(.p-disabled).p-focus {
        border-color: dt('select.focus.border.color');
        box-shadow: dt('select.focus.ring.shadow');
        outline: dt('select.focus.ring.width') dt('select.focus.ring.style') dt('select.focus.ring.color');
        outline-offset: dt('select.focus.ring.offset');
    }

    .p-select.p-variant-filled {
        background: dt('select.filled.background');
    }

    .p-select.p-variant-filled:not(.p-disabled):hover {
        background: dt('select.filled.hover.background');
    }

    .p-select.p-variant-filled:not(.p-disabled).p-focus {
        background: dt('select.filled.focus.background');
    }

    .p-select.p-invalid {
        border-color: dt('select.invalid.border.color');
    }

    .p-select.p-disabled {
        opacity: 1;
        background: dt('select.disabled.background');
    }

    .p-select-clear-icon {
        align-self: center;
        color: dt('select.clear.icon.color');
        inset-inline-end: dt('select.dropdown.width');
    }

    .p-select-dropdown {
        display: flex;
        align-items: center;
        justify-content: center;
        flex-shrink: 0;
        background: transparent;
        color: dt('select.dropdown.color');
        width: dt('select.dropdown.width');
        border-start-end-radius: dt('select.border.radius');
        border-end-end-radius: dt('select.border.radius');
    }

    .p-select-label {
        display: block;
        white-space: nowrap;
        overflow: hidden;
        flex: 1 1 auto;
        width: 1%;
        padding: dt('select.padding.y') dt('select.padding.x');
        text-overflow: ellipsis;
        cursor: pointer;
        color: dt('select.color');
        background: transparent;
        border: 0 none;
        outline: 0 none;
        font-size: 1rem;
    }

    .p-select-label.p-placeholder {
        color: dt('select.placeholder.color');
    }

    .p-select.p-invalid .p-select-label.p-placeholder {
        color: dt('select.invalid.placeholder.color');
    }

    .p-select.p-disabled .p-select-label {
        color: dt('select.disabled.color');
    }

    .p-select-label-empty {
        overflow: hidden;
        opacity: 0;
    }

    input.p-select-label {
        cursor: default;
    }

    .p-select-overlay {
        position: absolute;
        top: 0;
        left: 0;
        background: dt('select.overlay.background');
        color: dt('select.overlay.color');
        border: 1px solid dt('select.overlay.border.color');
        border-radius: dt('select.overlay.border.radius');
        box-shadow: dt('select.overlay.shadow');
        min-width: 100%;
        transform-origin: inherit;
        will-change: transform;
    }

    .p-select-header {
        padding: dt('select.list.header.padding');
    }

    .p-select-filter {
        width: 100%;
    }

    .p-select-list-container {
        overflow: auto;
    }

    .p-select-option-group {
        cursor: auto;
        margin: 0;
        padding: dt('select.option.group.padding');
        background: dt('select.option.group.background');
        color: dt('select.option.group.color');
        font-weight: dt('select.option.group.font.weight');
    }

    .p-select-list {
        margin: 0;
        padding: 0;
        list-style-type: none;
        padding: dt('select.list.padding');
        gap: dt('select.list.gap');
        display: flex;
        flex-direction: column;
    }

    .p-select-option {
        cursor: pointer;
        font-weight: normal;
        white-space: nowrap;
        position: relative;
        overflow: hidden;
        display: flex;
        align-items: center;
        padding: dt('select.option.padding');
        border: 0 none;
        color: dt('select.option.color');
        background: transparent;
        transition:
            background dt('select.transition.duration'),
            color dt('select.transition.duration'),
            border-color dt('select.transition.duration'),
            box-shadow dt('select.transition.duration'),
            outline-color dt('select.transition.duration');
        border-radius: dt('select.option.border.radius');
    }

    .p-select-option:not(.p-select-option-selected):not(.p-disabled).p-focus {
        background: dt('select.option.focus.background');
        color: dt('select.option.focus.color');
    }

    .p-select-option:not(.p-select-option-selected):not(.p-disabled):hover {
        background: dt('select.option.focus.background');
        color: dt('select.option.focus.color');
    }

    .p-select-option.p-select-option-selected {
        background: dt('select.option.selected.background');
        color: dt('select.option.selected.color');
    }

    .p-select-option.p-select-option-selected.p-focus {
        background: dt('select.option.selected.focus.background');
        color: dt('select.option.selected.focus.color');
    }
   
    .p-select-option-blank-icon {
        flex-shrink: 0;
    }

    .p-select-option-check-icon {
        position: relative;
        flex-shrink: 0;
        margin-inline-start: dt('select.checkmark.gutter.start');
        margin-inline-end: dt('select.checkmark.gutter.end');
        color: dt('select.checkmark.color');
    }

    .p-select-empty-message {
        padding: dt('select.empty.message.padding');
    }

    .p-select-fluid {
        display: flex;
        width: 100%;
    }

    .p-select-sm .p-select-label {
        font-size: dt('select.sm.font.size');
        padding-block: dt('select.sm.padding.y');
        padding-inline: dt('select.sm.padding.x');
    }

    .p-select-sm .p-select-dropdown .p-icon {
        font-size: dt('select.sm.font.size');
        width: dt('select.sm.font.size');
        height: dt('select.sm.font.size');
    }

    .p-select-lg .p-select-label {
        font-size: dt('select.lg.font.size');
        padding-block: dt('select.lg.padding.y');
        padding-inline: dt('select.lg.padding.x');
    }

    .p-select-lg .p-select-dropdown .p-icon {
        font-size: dt('select.lg.font.size');
        width: dt('select.lg.font.size');
        height: dt('select.lg.font.size');
    }

    .p-floatlabel-in .p-select-filter {
        padding-block-start: dt('select.padding.y');
        padding-block-end: dt('select.padding.y');
    }
`,di={root:function(t){var n=t.instance,o=t.props,l=t.state;return["p-select p-component p-inputwrapper",{"p-disabled":o.disabled,"p-invalid":n.$invalid,"p-variant-filled":n.$variant==="filled","p-focus":l.focused,"p-inputwrapper-filled":n.$filled,"p-inputwrapper-focus":l.focused||l.overlayVisible,"p-select-open":l.overlayVisible,"p-select-fluid":n.$fluid,"p-select-sm p-inputfield-sm":o.size==="small","p-select-lg p-inputfield-lg":o.size==="large"}]},label:function(t){var n,o=t.instance,l=t.props;return["p-select-label",{"p-placeholder":!l.editable&&o.label===l.placeholder,"p-select-label-empty":!l.editable&&!o.$slots.value&&(o.label==="p-emptylabel"||((n=o.label)===null||n===void 0?void 0:n.length)===0)}]},clearIcon:"p-select-clear-icon",dropdown:"p-select-dropdown",loadingicon:"p-select-loading-icon",dropdownIcon:"p-select-dropdown-icon",overlay:"p-select-overlay p-component",header:"p-select-header",pcFilter:"p-select-filter",listContainer:"p-select-list-container",list:"p-select-list",optionGroup:"p-select-option-group",optionGroupLabel:"p-select-option-group-label",option:function(t){var n=t.instance,o=t.props,l=t.state,i=t.option,s=t.focusedOption;return["p-select-option",{"p-select-option-selected":n.isSelected(i)&&o.highlightOnSelect,"p-focus":l.focusedOptionIndex===s,"p-disabled":n.isOptionDisabled(i)}]},optionLabel:"p-select-option-label",optionCheckIcon:"p-select-option-check-icon",optionBlankIcon:"p-select-option-blank-icon",emptyMessage:"p-select-empty-message"},ui=ue.extend({name:"select",style:si,classes:di}),ci={name:"BaseSelect",extends:We,props:{options:Array,optionLabel:[String,Function],optionValue:[String,Function],optionDisabled:[String,Function],optionGroupLabel:[String,Function],optionGroupChildren:[String,Function],scrollHeight:{type:String,default:"14rem"},filter:Boolean,filterPlaceholder:String,filterLocale:String,filterMatchMode:{type:String,default:"contains"},filterFields:{type:Array,default:null},editable:Boolean,placeholder:{type:String,default:null},dataKey:null,showClear:{type:Boolean,default:!1},inputId:{type:String,default:null},inputClass:{type:[String,Object],default:null},inputStyle:{type:Object,default:null},labelId:{type:String,default:null},labelClass:{type:[String,Object],default:null},labelStyle:{type:Object,default:null},panelClass:{type:[String,Object],default:null},overlayStyle:{type:Object,default:null},overlayClass:{type:[String,Object],default:null},panelStyle:{type:Object,default:null},appendTo:{type:[String,Object],default:"body"},loading:{type:Boolean,default:!1},clearIcon:{type:String,default:void 0},dropdownIcon:{type:String,default:void 0},filterIcon:{type:String,default:void 0},loadingIcon:{type:String,default:void 0},resetFilterOnHide:{type:Boolean,default:!1},resetFilterOnClear:{type:Boolean,default:!1},virtualScrollerOptions:{type:Object,default:null},autoOptionFocus:{type:Boolean,default:!1},autoFilterFocus:{type:Boolean,default:!1},selectOnFocus:{type:Boolean,default:!1},focusOnHover:{type:Boolean,default:!0},highlightOnSelect:{type:Boolean,default:!0},checkmark:{type:Boolean,default:!1},filterMessage:{type:String,default:null},selectionMessage:{type:String,default:null},emptySelectionMessage:{type:String,default:null},emptyFilterMessage:{type:String,default:null},emptyMessage:{type:String,default:null},tabindex:{type:Number,default:0},ariaLabel:{type:String,default:null},ariaLabelledby:{type:String,default:null}},style:ui,provide:function(){return{$pcSelect:this,$parentInstance:this}}};function Te(e){"@babel/helpers - typeof";return Te=typeof Symbol=="function"&&typeof Symbol.iterator=="symbol"?function(t){return typeof t}:function(t){return t&&typeof Symbol=="function"&&t.constructor===Symbol&&t!==Symbol.prototype?"symbol":typeof t},Te(e)}function pi(e){return bi(e)||mi(e)||hi(e)||fi()}function fi(){throw new TypeError(`Invalid attempt to spread non-iterable instance.
In order to be iterable, non-array objects must have a [Symbol.iterator]() method.`)}function hi(e,t){if(e){if(typeof e=="string")return tt(e,t);var n={}.toString.call(e).slice(8,-1);return n==="Object"&&e.constructor&&(n=e.constructor.name),n==="Map"||n==="Set"?Array.from(e):n==="Arguments"||/^(?:Ui|I)nt(?:8|16|32)(?:Clamped)?Array$/.test(n)?tt(e,t):void 0}}function mi(e){if(typeof Symbol<"u"&&e[Symbol.iterator]!=null||e["@@iterator"]!=null)return Array.from(e)}function bi(e){if(Array.isArray(e))return tt(e)}function tt(e,t){(t==null||t>e.length)&&(t=e.length);for(var n=0,o=Array(t);n<t;n++)o[n]=e[n];return o}function yt(e,t){var n=Object.keys(e);if(Object.getOwnPropertySymbols){var o=Object.getOwnPropertySymbols(e);t&&(o=o.filter(function(l){return Object.getOwnPropertyDescriptor(e,l).enumerable})),n.push.apply(n,o)}return n}function vt(e){for(var t=1;t<arguments.length;t++){var n=arguments[t]!=null?arguments[t]:{};t%2?yt(Object(n),!0).forEach(function(o){he(e,o,n[o])}):Object.getOwnPropertyDescriptors?Object.defineProperties(e,Object.getOwnPropertyDescriptors(n)):yt(Object(n)).forEach(function(o){Object.defineProperty(e,o,Object.getOwnPropertyDescriptor(n,o))})}return e}function he(e,t,n){return(t=yi(t))in e?Object.defineProperty(e,t,{value:n,enumerable:!0,configurable:!0,writable:!0}):e[t]=n,e}function yi(e){var t=vi(e,"string");return Te(t)=="symbol"?t:t+""}function vi(e,t){if(Te(e)!="object"||!e)return e;var n=e[Symbol.toPrimitive];if(n!==void 0){var o=n.call(e,t);if(Te(o)!="object")return o;throw new TypeError("@@toPrimitive must return a primitive value.")}return(t==="string"?String:Number)(e)}var Yt={name:"Select",extends:ci,inheritAttrs:!1,emits:["change","focus","blur","before-show","before-hide","show","hide","filter"],outsideClickListener:null,scrollHandler:null,resizeListener:null,labelClickListener:null,matchMediaOrientationListener:null,overlay:null,list:null,virtualScroller:null,searchTimeout:null,searchValue:null,isModelValueChanged:!1,data:function(){return{clicked:!1,focused:!1,focusedOptionIndex:-1,filterValue:null,overlayVisible:!1,queryOrientation:null}},watch:{modelValue:function(){this.isModelValueChanged=!0},options:function(){this.autoUpdateModel()}},mounted:function(){this.autoUpdateModel(),this.bindLabelClickListener(),this.bindMatchMediaOrientationListener()},updated:function(){this.overlayVisible&&this.isModelValueChanged&&this.scrollInView(this.findSelectedOptionIndex()),this.isModelValueChanged=!1},beforeUnmount:function(){this.unbindOutsideClickListener(),this.unbindResizeListener(),this.unbindLabelClickListener(),this.unbindMatchMediaOrientationListener(),this.scrollHandler&&(this.scrollHandler.destroy(),this.scrollHandler=null),this.overlay&&(be.clear(this.overlay),this.overlay=null)},methods:{getOptionIndex:function(t,n){return this.virtualScrollerDisabled?t:n&&n(t).index},getOptionLabel:function(t){return this.optionLabel?ae(t,this.optionLabel):t},getOptionValue:function(t){return this.optionValue?ae(t,this.optionValue):t},getOptionRenderKey:function(t,n){return(this.dataKey?ae(t,this.dataKey):this.getOptionLabel(t))+"_"+n},getPTItemOptions:function(t,n,o,l){return this.ptm(l,{context:{option:t,index:o,selected:this.isSelected(t),focused:this.focusedOptionIndex===this.getOptionIndex(o,n),disabled:this.isOptionDisabled(t)}})},isOptionDisabled:function(t){return this.optionDisabled?ae(t,this.optionDisabled):!1},isOptionGroup:function(t){return this.optionGroupLabel&&t.optionGroup&&t.group},getOptionGroupLabel:function(t){return ae(t,this.optionGroupLabel)},getOptionGroupChildren:function(t){return ae(t,this.optionGroupChildren)},getAriaPosInset:function(t){var n=this;return(this.optionGroupLabel?t-this.visibleOptions.slice(0,t).filter(function(o){return n.isOptionGroup(o)}).length:t)+1},show:function(t){this.$emit("before-show"),this.overlayVisible=!0,this.focusedOptionIndex=this.focusedOptionIndex!==-1?this.focusedOptionIndex:this.autoOptionFocus?this.findFirstFocusedOptionIndex():this.editable?-1:this.findSelectedOptionIndex(),t&&Z(this.$refs.focusInput)},hide:function(t){var n=this,o=function(){n.$emit("before-hide"),n.overlayVisible=!1,n.clicked=!1,n.focusedOptionIndex=-1,n.searchValue="",n.resetFilterOnHide&&(n.filterValue=null),t&&Z(n.$refs.focusInput)};setTimeout(function(){o()},0)},onFocus:function(t){this.disabled||(this.focused=!0,this.overlayVisible&&(this.focusedOptionIndex=this.focusedOptionIndex!==-1?this.focusedOptionIndex:this.autoOptionFocus?this.findFirstFocusedOptionIndex():this.editable?-1:this.findSelectedOptionIndex(),this.scrollInView(this.focusedOptionIndex)),this.$emit("focus",t))},onBlur:function(t){var n=this;setTimeout(function(){var o,l;n.focused=!1,n.focusedOptionIndex=-1,n.searchValue="",n.$emit("blur",t),(o=(l=n.formField).onBlur)===null||o===void 0||o.call(l,t)},100)},onKeyDown:function(t){var n=this;if(this.disabled){t.preventDefault();return}if(hn())switch(t.code){case"Backspace":this.onBackspaceKey(t,this.editable);break;case"Enter":case"NumpadDecimal":this.onEnterKey(t);break;default:t.preventDefault();return}var o=t.metaKey||t.ctrlKey;switch(t.code){case"ArrowDown":this.onArrowDownKey(t);break;case"ArrowUp":this.onArrowUpKey(t,this.editable);break;case"ArrowLeft":case"ArrowRight":this.onArrowLeftKey(t,this.editable);break;case"Home":this.onHomeKey(t,this.editable);break;case"End":this.onEndKey(t,this.editable);break;case"PageDown":this.onPageDownKey(t);break;case"PageUp":this.onPageUpKey(t);break;case"Space":this.onSpaceKey(t,this.editable);break;case"Enter":case"NumpadEnter":this.onEnterKey(t);break;case"Escape":this.onEscapeKey(t);break;case"Tab":this.onTabKey(t);break;case"Backspace":this.onBackspaceKey(t,this.editable);break;case"ShiftLeft":case"ShiftRight":break;default:!o&&mn(t.key)&&(!this.overlayVisible&&this.show(),!this.editable&&this.searchOptions(t,t.key),this.filter&&this.$nextTick(function(){n.$refs.filterInput&&Z(n.$refs.filterInput.$el)}));break}this.clicked=!1},onEditableInput:function(t){var n=t.target.value;this.searchValue="";var o=this.searchOptions(t,n);!o&&(this.focusedOptionIndex=-1),this.updateModel(t,n),!this.overlayVisible&&ce(n)&&this.show()},onContainerClick:function(t){this.disabled||this.loading||t.target.tagName==="INPUT"||t.target.getAttribute("data-pc-section")==="clearicon"||t.target.closest('[data-pc-section="clearicon"]')||((!this.overlay||!this.overlay.contains(t.target))&&(this.overlayVisible?this.hide(!0):this.show(!0)),this.clicked=!0)},onClearClick:function(t){this.updateModel(t,null),this.resetFilterOnClear&&(this.filterValue=null)},onFirstHiddenFocus:function(t){var n=t.relatedTarget===this.$refs.focusInput?fn(this.overlay,':not([data-p-hidden-focusable="true"])'):this.$refs.focusInput;Z(n)},onLastHiddenFocus:function(t){var n=t.relatedTarget===this.$refs.focusInput?pn(this.overlay,':not([data-p-hidden-focusable="true"])'):this.$refs.focusInput;Z(n)},onOptionSelect:function(t,n){var o=arguments.length>2&&arguments[2]!==void 0?arguments[2]:!0;if(this.overlayVisible){var l=this.getOptionValue(n);this.updateModel(t,l),o&&this.hide(!0)}},onOptionMouseMove:function(t,n){this.focusOnHover&&this.changeFocusedOptionIndex(t,n)},onFilterChange:function(t){var n=t.target.value;this.filterValue=n,this.focusedOptionIndex=-1,this.$emit("filter",{originalEvent:t,value:n}),!this.virtualScrollerDisabled&&this.virtualScroller.scrollToIndex(0)},onFilterKeyDown:function(t){if(!t.isComposing)switch(t.code){case"ArrowDown":this.onArrowDownKey(t);break;case"ArrowUp":this.onArrowUpKey(t,!0);break;case"ArrowLeft":case"ArrowRight":this.onArrowLeftKey(t,!0);break;case"Home":this.onHomeKey(t,!0);break;case"End":this.onEndKey(t,!0);break;case"Enter":case"NumpadEnter":this.onEnterKey(t);break;case"Escape":this.onEscapeKey(t);break;case"Tab":this.onTabKey(t);break}},onFilterBlur:function(){this.focusedOptionIndex=-1},onFilterUpdated:function(){this.overlayVisible&&this.alignOverlay()},onOverlayClick:function(t){Bt.emit("overlay-click",{originalEvent:t,target:this.$el})},onOverlayKeyDown:function(t){t.code==="Escape"&&this.onEscapeKey(t)},onArrowDownKey:function(t){if(!this.overlayVisible)this.show(),this.editable&&this.changeFocusedOptionIndex(t,this.findSelectedOptionIndex());else{var n=this.focusedOptionIndex!==-1?this.findNextOptionIndex(this.focusedOptionIndex):this.clicked?this.findFirstOptionIndex():this.findFirstFocusedOptionIndex();this.changeFocusedOptionIndex(t,n)}t.preventDefault()},onArrowUpKey:function(t){var n=arguments.length>1&&arguments[1]!==void 0?arguments[1]:!1;if(t.altKey&&!n)this.focusedOptionIndex!==-1&&this.onOptionSelect(t,this.visibleOptions[this.focusedOptionIndex]),this.overlayVisible&&this.hide(),t.preventDefault();else{var o=this.focusedOptionIndex!==-1?this.findPrevOptionIndex(this.focusedOptionIndex):this.clicked?this.findLastOptionIndex():this.findLastFocusedOptionIndex();this.changeFocusedOptionIndex(t,o),!this.overlayVisible&&this.show(),t.preventDefault()}},onArrowLeftKey:function(t){var n=arguments.length>1&&arguments[1]!==void 0?arguments[1]:!1;n&&(this.focusedOptionIndex=-1)},onHomeKey:function(t){var n=arguments.length>1&&arguments[1]!==void 0?arguments[1]:!1;if(n){var o=t.currentTarget;t.shiftKey?o.setSelectionRange(0,t.target.selectionStart):(o.setSelectionRange(0,0),this.focusedOptionIndex=-1)}else this.changeFocusedOptionIndex(t,this.findFirstOptionIndex()),!this.overlayVisible&&this.show();t.preventDefault()},onEndKey:function(t){var n=arguments.length>1&&arguments[1]!==void 0?arguments[1]:!1;if(n){var o=t.currentTarget;if(t.shiftKey)o.setSelectionRange(t.target.selectionStart,o.value.length);else{var l=o.value.length;o.setSelectionRange(l,l),this.focusedOptionIndex=-1}}else this.changeFocusedOptionIndex(t,this.findLastOptionIndex()),!this.overlayVisible&&this.show();t.preventDefault()},onPageUpKey:function(t){this.scrollInView(0),t.preventDefault()},onPageDownKey:function(t){this.scrollInView(this.visibleOptions.length-1),t.preventDefault()},onEnterKey:function(t){this.overlayVisible?(this.focusedOptionIndex!==-1&&this.onOptionSelect(t,this.visibleOptions[this.focusedOptionIndex]),this.hide(!0)):(this.focusedOptionIndex=-1,this.onArrowDownKey(t)),t.preventDefault()},onSpaceKey:function(t){var n=arguments.length>1&&arguments[1]!==void 0?arguments[1]:!1;!n&&this.onEnterKey(t)},onEscapeKey:function(t){this.overlayVisible&&this.hide(!0),t.preventDefault(),t.stopPropagation()},onTabKey:function(t){var n=arguments.length>1&&arguments[1]!==void 0?arguments[1]:!1;n||(this.overlayVisible&&this.hasFocusableElements()?(Z(this.$refs.firstHiddenFocusableElementOnOverlay),t.preventDefault()):(this.focusedOptionIndex!==-1&&this.onOptionSelect(t,this.visibleOptions[this.focusedOptionIndex]),this.overlayVisible&&this.hide(this.filter)))},onBackspaceKey:function(t){var n=arguments.length>1&&arguments[1]!==void 0?arguments[1]:!1;n&&!this.overlayVisible&&this.show()},onOverlayEnter:function(t){var n=this;be.set("overlay",t,this.$primevue.config.zIndex.overlay),Et(t,{position:"absolute",top:"0"}),this.alignOverlay(),this.scrollInView(),this.$attrSelector&&t.setAttribute(this.$attrSelector,""),setTimeout(function(){n.autoFilterFocus&&n.filter&&Z(n.$refs.filterInput.$el),n.autoUpdateModel()},1)},onOverlayAfterEnter:function(){this.bindOutsideClickListener(),this.bindScrollListener(),this.bindResizeListener(),this.$emit("show")},onOverlayLeave:function(t){var n=this;t.style.pointerEvents="none",this.unbindOutsideClickListener(),this.unbindScrollListener(),this.unbindResizeListener(),this.autoFilterFocus&&this.filter&&!this.editable&&this.$nextTick(function(){n.$refs.filterInput&&Z(n.$refs.filterInput.$el)}),this.$emit("hide"),this.overlay=null},onOverlayAfterLeave:function(t){be.clear(t)},alignOverlay:function(){this.appendTo==="self"?Ft(this.overlay,this.$el):this.overlay&&(this.overlay.style.minWidth=Kt(this.$el)+"px",Dt(this.overlay,this.$el))},bindOutsideClickListener:function(){var t=this;this.outsideClickListener||(this.outsideClickListener=function(n){var o=n.composedPath();t.overlayVisible&&t.overlay&&!o.includes(t.$el)&&!o.includes(t.overlay)&&t.hide()},document.addEventListener("click",this.outsideClickListener,!0))},unbindOutsideClickListener:function(){this.outsideClickListener&&(document.removeEventListener("click",this.outsideClickListener,!0),this.outsideClickListener=null)},bindScrollListener:function(){var t=this;this.scrollHandler||(this.scrollHandler=new Pt(this.$refs.container,function(){t.overlayVisible&&t.hide()})),this.scrollHandler.bindScrollListener()},unbindScrollListener:function(){this.scrollHandler&&this.scrollHandler.unbindScrollListener()},bindResizeListener:function(){var t=this;this.resizeListener||(this.resizeListener=function(){t.overlayVisible&&!At()&&t.hide()},window.addEventListener("resize",this.resizeListener))},unbindResizeListener:function(){this.resizeListener&&(window.removeEventListener("resize",this.resizeListener),this.resizeListener=null)},bindLabelClickListener:function(){var t=this;if(!this.editable&&!this.labelClickListener){var n=document.querySelector('label[for="'.concat(this.labelId,'"]'));n&&Ne(n)&&(this.labelClickListener=function(){Z(t.$refs.focusInput)},n.addEventListener("click",this.labelClickListener))}},unbindLabelClickListener:function(){if(this.labelClickListener){var t=document.querySelector('label[for="'.concat(this.labelId,'"]'));t&&Ne(t)&&t.removeEventListener("click",this.labelClickListener)}},bindMatchMediaOrientationListener:function(){var t=this;if(!this.matchMediaOrientationListener){var n=matchMedia("(orientation: portrait)");this.queryOrientation=n,this.matchMediaOrientationListener=function(){t.alignOverlay()},this.queryOrientation.addEventListener("change",this.matchMediaOrientationListener)}},unbindMatchMediaOrientationListener:function(){this.matchMediaOrientationListener&&(this.queryOrientation.removeEventListener("change",this.matchMediaOrientationListener),this.queryOrientation=null,this.matchMediaOrientationListener=null)},hasFocusableElements:function(){return cn(this.overlay,':not([data-p-hidden-focusable="true"])').length>0},isOptionExactMatched:function(t){var n;return this.isValidOption(t)&&typeof this.getOptionLabel(t)=="string"&&((n=this.getOptionLabel(t))===null||n===void 0?void 0:n.toLocaleLowerCase(this.filterLocale))==this.searchValue.toLocaleLowerCase(this.filterLocale)},isOptionStartsWith:function(t){var n;return this.isValidOption(t)&&typeof this.getOptionLabel(t)=="string"&&((n=this.getOptionLabel(t))===null||n===void 0?void 0:n.toLocaleLowerCase(this.filterLocale).startsWith(this.searchValue.toLocaleLowerCase(this.filterLocale)))},isValidOption:function(t){return ce(t)&&!(this.isOptionDisabled(t)||this.isOptionGroup(t))},isValidSelectedOption:function(t){return this.isValidOption(t)&&this.isSelected(t)},isSelected:function(t){return dt(this.d_value,this.getOptionValue(t),this.equalityKey)},findFirstOptionIndex:function(){var t=this;return this.visibleOptions.findIndex(function(n){return t.isValidOption(n)})},findLastOptionIndex:function(){var t=this;return Ve(this.visibleOptions,function(n){return t.isValidOption(n)})},findNextOptionIndex:function(t){var n=this,o=t<this.visibleOptions.length-1?this.visibleOptions.slice(t+1).findIndex(function(l){return n.isValidOption(l)}):-1;return o>-1?o+t+1:t},findPrevOptionIndex:function(t){var n=this,o=t>0?Ve(this.visibleOptions.slice(0,t),function(l){return n.isValidOption(l)}):-1;return o>-1?o:t},findSelectedOptionIndex:function(){var t=this;return this.visibleOptions.findIndex(function(n){return t.isValidSelectedOption(n)})},findFirstFocusedOptionIndex:function(){var t=this.findSelectedOptionIndex();return t<0?this.findFirstOptionIndex():t},findLastFocusedOptionIndex:function(){var t=this.findSelectedOptionIndex();return t<0?this.findLastOptionIndex():t},searchOptions:function(t,n){var o=this;this.searchValue=(this.searchValue||"")+n;var l=-1,i=!1;return ce(this.searchValue)&&(l=this.visibleOptions.findIndex(function(s){return o.isOptionExactMatched(s)}),l===-1&&(l=this.visibleOptions.findIndex(function(s){return o.isOptionStartsWith(s)})),l!==-1&&(i=!0),l===-1&&this.focusedOptionIndex===-1&&(l=this.findFirstFocusedOptionIndex()),l!==-1&&this.changeFocusedOptionIndex(t,l)),this.searchTimeout&&clearTimeout(this.searchTimeout),this.searchTimeout=setTimeout(function(){o.searchValue="",o.searchTimeout=null},500),i},changeFocusedOptionIndex:function(t,n){this.focusedOptionIndex!==n&&(this.focusedOptionIndex=n,this.scrollInView(),this.selectOnFocus&&this.onOptionSelect(t,this.visibleOptions[n],!1))},scrollInView:function(){var t=this,n=arguments.length>0&&arguments[0]!==void 0?arguments[0]:-1;this.$nextTick(function(){var o=n!==-1?"".concat(t.$id,"_").concat(n):t.focusedOptionId,l=st(t.list,'li[id="'.concat(o,'"]'));l?l.scrollIntoView&&l.scrollIntoView({block:"nearest",inline:"nearest"}):t.virtualScrollerDisabled||t.virtualScroller&&t.virtualScroller.scrollToIndex(n!==-1?n:t.focusedOptionIndex)})},autoUpdateModel:function(){this.autoOptionFocus&&(this.focusedOptionIndex=this.findFirstFocusedOptionIndex()),this.selectOnFocus&&this.autoOptionFocus&&!this.$filled&&this.onOptionSelect(null,this.visibleOptions[this.focusedOptionIndex],!1)},updateModel:function(t,n){this.writeValue(n,t),this.$emit("change",{originalEvent:t,value:n})},flatOptions:function(t){var n=this;return(t||[]).reduce(function(o,l,i){o.push({optionGroup:l,group:!0,index:i});var s=n.getOptionGroupChildren(l);return s&&s.forEach(function(c){return o.push(c)}),o},[])},overlayRef:function(t){this.overlay=t},listRef:function(t,n){this.list=t,n&&n(t)},virtualScrollerRef:function(t){this.virtualScroller=t}},computed:{visibleOptions:function(){var t=this,n=this.optionGroupLabel?this.flatOptions(this.options):this.options||[];if(this.filterValue){var o=un.filter(n,this.searchFields,this.filterValue,this.filterMatchMode,this.filterLocale);if(this.optionGroupLabel){var l=this.options||[],i=[];return l.forEach(function(s){var c=t.getOptionGroupChildren(s),d=c.filter(function(y){return o.includes(y)});d.length>0&&i.push(vt(vt({},s),{},he({},typeof t.optionGroupChildren=="string"?t.optionGroupChildren:"items",pi(d))))}),this.flatOptions(i)}return o}return n},hasSelectedOption:function(){return this.$filled},label:function(){var t=this.findSelectedOptionIndex();return t!==-1?this.getOptionLabel(this.visibleOptions[t]):this.placeholder||"p-emptylabel"},editableInputValue:function(){var t=this.findSelectedOptionIndex();return t!==-1?this.getOptionLabel(this.visibleOptions[t]):this.d_value||""},equalityKey:function(){return this.optionValue?null:this.dataKey},searchFields:function(){return this.filterFields||[this.optionLabel]},filterResultMessageText:function(){return ce(this.visibleOptions)?this.filterMessageText.replaceAll("{0}",this.visibleOptions.length):this.emptyFilterMessageText},filterMessageText:function(){return this.filterMessage||this.$primevue.config.locale.searchMessage||""},emptyFilterMessageText:function(){return this.emptyFilterMessage||this.$primevue.config.locale.emptySearchMessage||this.$primevue.config.locale.emptyFilterMessage||""},emptyMessageText:function(){return this.emptyMessage||this.$primevue.config.locale.emptyMessage||""},selectionMessageText:function(){return this.selectionMessage||this.$primevue.config.locale.selectionMessage||""},emptySelectionMessageText:function(){return this.emptySelectionMessage||this.$primevue.config.locale.emptySelectionMessage||""},selectedMessageText:function(){return this.$filled?this.selectionMessageText.replaceAll("{0}","1"):this.emptySelectionMessageText},focusedOptionId:function(){return this.focusedOptionIndex!==-1?"".concat(this.$id,"_").concat(this.focusedOptionIndex):null},ariaSetSize:function(){var t=this;return this.visibleOptions.filter(function(n){return!t.isOptionGroup(n)}).length},isClearIconVisible:function(){return this.showClear&&this.d_value!=null&&!this.disabled&&!this.loading},virtualScrollerDisabled:function(){return!this.virtualScrollerOptions},containerDataP:function(){return se(he({invalid:this.$invalid,disabled:this.disabled,focus:this.focused,fluid:this.$fluid,filled:this.$variant==="filled"},this.size,this.size))},labelDataP:function(){return se(he(he({placeholder:!this.editable&&this.label===this.placeholder,clearable:this.showClear,disabled:this.disabled,editable:this.editable},this.size,this.size),"empty",!this.editable&&!this.$slots.value&&(this.label==="p-emptylabel"||this.label.length===0)))},dropdownIconDataP:function(){return se(he({},this.size,this.size))},overlayDataP:function(){return se(he({},"portal-"+this.appendTo,"portal-"+this.appendTo))}},directives:{ripple:Tt},components:{InputText:ee,VirtualScroller:pt,Portal:Mt,InputIcon:Wt,IconField:qt,TimesIcon:zt,ChevronDownIcon:ct,SpinnerIcon:rt,SearchIcon:Gt,CheckIcon:Vt,BlankIcon:Ut}},gi=["id","data-p"],wi=["name","id","value","placeholder","tabindex","disabled","aria-label","aria-labelledby","aria-expanded","aria-controls","aria-activedescendant","aria-invalid","data-p"],ki=["name","id","tabindex","aria-label","aria-labelledby","aria-expanded","aria-controls","aria-activedescendant","aria-invalid","aria-disabled","data-p"],Oi=["data-p"],Ii=["id"],Si=["id"],Ci=["id","aria-label","aria-selected","aria-disabled","aria-setsize","aria-posinset","onMousedown","onMousemove","data-p-selected","data-p-focused","data-p-disabled"];function xi(e,t,n,o,l,i){var s=q("SpinnerIcon"),c=q("InputText"),d=q("SearchIcon"),y=q("InputIcon"),b=q("IconField"),C=q("CheckIcon"),m=q("BlankIcon"),O=q("VirtualScroller"),S=q("Portal"),L=Rt("ripple");return r(),f("div",w({ref:"container",id:e.$id,class:e.cx("root"),onClick:t[12]||(t[12]=function(){return i.onContainerClick&&i.onContainerClick.apply(i,arguments)}),"data-p":i.containerDataP},e.ptmi("root")),[e.editable?(r(),f("input",w({key:0,ref:"focusInput",name:e.name,id:e.labelId||e.inputId,type:"text",class:[e.cx("label"),e.inputClass,e.labelClass],style:[e.inputStyle,e.labelStyle],value:i.editableInputValue,placeholder:e.placeholder,tabindex:e.disabled?-1:e.tabindex,disabled:e.disabled,autocomplete:"off",role:"combobox","aria-label":e.ariaLabel,"aria-labelledby":e.ariaLabelledby,"aria-haspopup":"listbox","aria-expanded":l.overlayVisible,"aria-controls":l.overlayVisible?e.$id+"_list":void 0,"aria-activedescendant":l.focused?i.focusedOptionId:void 0,"aria-invalid":e.invalid||void 0,onFocus:t[0]||(t[0]=function(){return i.onFocus&&i.onFocus.apply(i,arguments)}),onBlur:t[1]||(t[1]=function(){return i.onBlur&&i.onBlur.apply(i,arguments)}),onKeydown:t[2]||(t[2]=function(){return i.onKeyDown&&i.onKeyDown.apply(i,arguments)}),onInput:t[3]||(t[3]=function(){return i.onEditableInput&&i.onEditableInput.apply(i,arguments)}),"data-p":i.labelDataP},e.ptm("label")),null,16,wi)):(r(),f("span",w({key:1,ref:"focusInput",name:e.name,id:e.labelId||e.inputId,class:[e.cx("label"),e.inputClass,e.labelClass],style:[e.inputStyle,e.labelStyle],tabindex:e.disabled?-1:e.tabindex,role:"combobox","aria-label":e.ariaLabel||(i.label==="p-emptylabel"?void 0:i.label),"aria-labelledby":e.ariaLabelledby,"aria-haspopup":"listbox","aria-expanded":l.overlayVisible,"aria-controls":e.$id+"_list","aria-activedescendant":l.focused?i.focusedOptionId:void 0,"aria-invalid":e.invalid||void 0,"aria-disabled":e.disabled,onFocus:t[4]||(t[4]=function(){return i.onFocus&&i.onFocus.apply(i,arguments)}),onBlur:t[5]||(t[5]=function(){return i.onBlur&&i.onBlur.apply(i,arguments)}),onKeydown:t[6]||(t[6]=function(){return i.onKeyDown&&i.onKeyDown.apply(i,arguments)}),"data-p":i.labelDataP},e.ptm("label")),[A(e.$slots,"value",{value:e.d_value,placeholder:e.placeholder},function(){var g;return[le(x(i.label==="p-emptylabel"?" ":(g=i.label)!==null&&g!==void 0?g:"empty"),1)]})],16,ki)),i.isClearIconVisible?A(e.$slots,"clearicon",{key:2,class:X(e.cx("clearIcon")),clearCallback:i.onClearClick},function(){return[(r(),z(ye(e.clearIcon?"i":"TimesIcon"),w({ref:"clearIcon",class:[e.cx("clearIcon"),e.clearIcon],onClick:i.onClearClick},e.ptm("clearIcon"),{"data-pc-section":"clearicon"}),null,16,["class","onClick"]))]}):I("",!0),h("div",w({class:e.cx("dropdown")},e.ptm("dropdown")),[e.loading?A(e.$slots,"loadingicon",{key:0,class:X(e.cx("loadingIcon"))},function(){return[e.loadingIcon?(r(),f("span",w({key:0,class:[e.cx("loadingIcon"),"pi-spin",e.loadingIcon],"aria-hidden":"true"},e.ptm("loadingIcon")),null,16)):(r(),z(s,w({key:1,class:e.cx("loadingIcon"),spin:"","aria-hidden":"true"},e.ptm("loadingIcon")),null,16,["class"]))]}):A(e.$slots,"dropdownicon",{key:1,class:X(e.cx("dropdownIcon"))},function(){return[(r(),z(ye(e.dropdownIcon?"span":"ChevronDownIcon"),w({class:[e.cx("dropdownIcon"),e.dropdownIcon],"aria-hidden":"true","data-p":i.dropdownIconDataP},e.ptm("dropdownIcon")),null,16,["class","data-p"]))]})],16),M(S,{appendTo:e.appendTo},{default:R(function(){return[M(jt,w({name:"p-anchored-overlay",onEnter:i.onOverlayEnter,onAfterEnter:i.onOverlayAfterEnter,onLeave:i.onOverlayLeave,onAfterLeave:i.onOverlayAfterLeave},e.ptm("transition")),{default:R(function(){return[l.overlayVisible?(r(),f("div",w({key:0,ref:i.overlayRef,class:[e.cx("overlay"),e.panelClass,e.overlayClass],style:[e.panelStyle,e.overlayStyle],onClick:t[10]||(t[10]=function(){return i.onOverlayClick&&i.onOverlayClick.apply(i,arguments)}),onKeydown:t[11]||(t[11]=function(){return i.onOverlayKeyDown&&i.onOverlayKeyDown.apply(i,arguments)}),"data-p":i.overlayDataP},e.ptm("overlay")),[h("span",w({ref:"firstHiddenFocusableElementOnOverlay",role:"presentation","aria-hidden":"true",class:"p-hidden-accessible p-hidden-focusable",tabindex:0,onFocus:t[7]||(t[7]=function(){return i.onFirstHiddenFocus&&i.onFirstHiddenFocus.apply(i,arguments)})},e.ptm("hiddenFirstFocusableEl"),{"data-p-hidden-accessible":!0,"data-p-hidden-focusable":!0}),null,16),A(e.$slots,"header",{value:e.d_value,options:i.visibleOptions}),e.filter?(r(),f("div",w({key:0,class:e.cx("header")},e.ptm("header")),[M(b,{unstyled:e.unstyled,pt:e.ptm("pcFilterContainer")},{default:R(function(){return[M(c,{ref:"filterInput",type:"text",value:l.filterValue,onVnodeMounted:i.onFilterUpdated,onVnodeUpdated:i.onFilterUpdated,class:X(e.cx("pcFilter")),placeholder:e.filterPlaceholder,variant:e.variant,unstyled:e.unstyled,role:"searchbox",autocomplete:"off","aria-owns":e.$id+"_list","aria-activedescendant":i.focusedOptionId,onKeydown:i.onFilterKeyDown,onBlur:i.onFilterBlur,onInput:i.onFilterChange,pt:e.ptm("pcFilter"),formControl:{novalidate:!0}},null,8,["value","onVnodeMounted","onVnodeUpdated","class","placeholder","variant","unstyled","aria-owns","aria-activedescendant","onKeydown","onBlur","onInput","pt"]),M(y,{unstyled:e.unstyled,pt:e.ptm("pcFilterIconContainer")},{default:R(function(){return[A(e.$slots,"filtericon",{},function(){return[e.filterIcon?(r(),f("span",w({key:0,class:e.filterIcon},e.ptm("filterIcon")),null,16)):(r(),z(d,bn(w({key:1},e.ptm("filterIcon"))),null,16))]})]}),_:3},8,["unstyled","pt"])]}),_:3},8,["unstyled","pt"]),h("span",w({role:"status","aria-live":"polite",class:"p-hidden-accessible"},e.ptm("hiddenFilterResult"),{"data-p-hidden-accessible":!0}),x(i.filterResultMessageText),17)],16)):I("",!0),h("div",w({class:e.cx("listContainer"),style:{"max-height":i.virtualScrollerDisabled?e.scrollHeight:""}},e.ptm("listContainer")),[M(O,w({ref:i.virtualScrollerRef},e.virtualScrollerOptions,{items:i.visibleOptions,style:{height:e.scrollHeight},tabindex:-1,disabled:i.virtualScrollerDisabled,pt:e.ptm("virtualScroller")}),Ht({content:R(function(g){var p=g.styleClass,u=g.contentRef,a=g.items,v=g.getItemOptions,T=g.contentStyle,j=g.itemSize;return[h("ul",w({ref:function(E){return i.listRef(E,u)},id:e.$id+"_list",class:[e.cx("list"),p],style:T,role:"listbox"},e.ptm("list")),[(r(!0),f(D,null,J(a,function(F,E){return r(),f(D,{key:i.getOptionRenderKey(F,i.getOptionIndex(E,v))},[i.isOptionGroup(F)?(r(),f("li",w({key:0,id:e.$id+"_"+i.getOptionIndex(E,v),style:{height:j?j+"px":void 0},class:e.cx("optionGroup"),role:"option"},{ref_for:!0},e.ptm("optionGroup")),[A(e.$slots,"optiongroup",{option:F.optionGroup,index:i.getOptionIndex(E,v)},function(){return[h("span",w({class:e.cx("optionGroupLabel")},{ref_for:!0},e.ptm("optionGroupLabel")),x(i.getOptionGroupLabel(F.optionGroup)),17)]})],16,Si)):Nt((r(),f("li",w({key:1,id:e.$id+"_"+i.getOptionIndex(E,v),class:e.cx("option",{option:F,focusedOption:i.getOptionIndex(E,v)}),style:{height:j?j+"px":void 0},role:"option","aria-label":i.getOptionLabel(F),"aria-selected":i.isSelected(F),"aria-disabled":i.isOptionDisabled(F),"aria-setsize":i.ariaSetSize,"aria-posinset":i.getAriaPosInset(i.getOptionIndex(E,v)),onMousedown:function(Y){return i.onOptionSelect(Y,F)},onMousemove:function(Y){return i.onOptionMouseMove(Y,i.getOptionIndex(E,v))},onClick:t[8]||(t[8]=ve(function(){},["stop"])),"data-p-selected":!e.checkmark&&i.isSelected(F),"data-p-focused":l.focusedOptionIndex===i.getOptionIndex(E,v),"data-p-disabled":i.isOptionDisabled(F)},{ref_for:!0},i.getPTItemOptions(F,v,E,"option")),[e.checkmark?(r(),f(D,{key:0},[i.isSelected(F)?(r(),z(C,w({key:0,class:e.cx("optionCheckIcon")},{ref_for:!0},e.ptm("optionCheckIcon")),null,16,["class"])):(r(),z(m,w({key:1,class:e.cx("optionBlankIcon")},{ref_for:!0},e.ptm("optionBlankIcon")),null,16,["class"]))],64)):I("",!0),A(e.$slots,"option",{option:F,selected:i.isSelected(F),index:i.getOptionIndex(E,v)},function(){return[h("span",w({class:e.cx("optionLabel")},{ref_for:!0},e.ptm("optionLabel")),x(i.getOptionLabel(F)),17)]})],16,Ci)),[[L]])],64)}),128)),l.filterValue&&(!a||a&&a.length===0)?(r(),f("li",w({key:0,class:e.cx("emptyMessage"),role:"option"},e.ptm("emptyMessage"),{"data-p-hidden-accessible":!0}),[A(e.$slots,"emptyfilter",{},function(){return[le(x(i.emptyFilterMessageText),1)]})],16)):!e.options||e.options&&e.options.length===0?(r(),f("li",w({key:1,class:e.cx("emptyMessage"),role:"option"},e.ptm("emptyMessage"),{"data-p-hidden-accessible":!0}),[A(e.$slots,"empty",{},function(){return[le(x(i.emptyMessageText),1)]})],16)):I("",!0)],16,Ii)]}),_:2},[e.$slots.loader?{name:"loader",fn:R(function(g){var p=g.options;return[A(e.$slots,"loader",{options:p})]}),key:"0"}:void 0]),1040,["items","style","disabled","pt"])],16),A(e.$slots,"footer",{value:e.d_value,options:i.visibleOptions}),!e.options||e.options&&e.options.length===0?(r(),f("span",w({key:1,role:"status","aria-live":"polite",class:"p-hidden-accessible"},e.ptm("hiddenEmptyMessage"),{"data-p-hidden-accessible":!0}),x(i.emptyMessageText),17)):I("",!0),h("span",w({role:"status","aria-live":"polite",class:"p-hidden-accessible"},e.ptm("hiddenSelectedMessage"),{"data-p-hidden-accessible":!0}),x(i.selectedMessageText),17),h("span",w({ref:"lastHiddenFocusableElementOnOverlay",role:"presentation","aria-hidden":"true",class:"p-hidden-accessible p-hidden-focusable",tabindex:0,onFocus:t[9]||(t[9]=function(){return i.onLastHiddenFocus&&i.onLastHiddenFocus.apply(i,arguments)})},e.ptm("hiddenLastFocusableEl"),{"data-p-hidden-accessible":!0,"data-p-hidden-focusable":!0}),null,16)],16,Oi)):I("",!0)]}),_:3},16,["onEnter","onAfterEnter","onLeave","onAfterLeave"])]}),_:3},8,["appendTo"])],16,gi)}Yt.render=xi;const ke=new Set(["Section Break","Column Break","Tab Break","HTML","Button","Image","Heading","Fold"]),de=new Set(["Table","Table MultiSelect"]),Li=new Set(["Int","Float","Currency","Percent","Rating"]),Sa=[{fieldname:"name",fieldtype:"Data",label:"ID"},{fieldname:"modified",fieldtype:"Datetime",label:"Last Updated On"},{fieldname:"creation",fieldtype:"Datetime",label:"Created On"},{fieldname:"owner",fieldtype:"Link",label:"Created By",options:"User"}];function $i(e){return e.issingle||e.istable||e.autoname==="autoincrement"?!1:!!Number(e.allow_rename??e.custom??0)}function nt(e){return(e.autoname??"").trim().toLowerCase()==="prompt"}function re(e){return e.label||e.fieldname.replace(/_/g," ").replace(/^./,t=>t.toUpperCase())}function Vi(e){return e.fields.filter(t=>!ke.has(t.fieldtype))}function zi(e){const t=Vi(e).filter(l=>!de.has(l.fieldtype)&&l.fieldtype!=="Password"&&!l.hidden),n=t.filter(l=>l.in_list_view);if(n.length>0)return n.slice(0,6);const o=t.find(l=>l.fieldname===e.title_field);return o?[o]:t.slice(0,3)}function Mi(e,t){const n=new Set(t),o=new Set,l=new Set;for(const i of e.permissions??[]){if(!n.has(i.role))continue;const s=i.permlevel??0;(i.read||i.write)&&o.add(s),i.write&&l.add(s)}if(n.has("Administrator"))for(const i of e.fields)o.add(i.permlevel??0),l.add(i.permlevel??0);return{read:o,write:l}}var Zt={name:"MinusIcon",extends:qe};function Ti(e){return Ki(e)||Fi(e)||Pi(e)||Ai()}function Ai(){throw new TypeError(`Invalid attempt to spread non-iterable instance.
In order to be iterable, non-array objects must have a [Symbol.iterator]() method.`)}function Pi(e,t){if(e){if(typeof e=="string")return it(e,t);var n={}.toString.call(e).slice(8,-1);return n==="Object"&&e.constructor&&(n=e.constructor.name),n==="Map"||n==="Set"?Array.from(e):n==="Arguments"||/^(?:Ui|I)nt(?:8|16|32)(?:Clamped)?Array$/.test(n)?it(e,t):void 0}}function Fi(e){if(typeof Symbol<"u"&&e[Symbol.iterator]!=null||e["@@iterator"]!=null)return Array.from(e)}function Ki(e){if(Array.isArray(e))return it(e)}function it(e,t){(t==null||t>e.length)&&(t=e.length);for(var n=0,o=Array(t);n<t;n++)o[n]=e[n];return o}function Di(e,t,n,o,l,i){return r(),f("svg",w({width:"14",height:"14",viewBox:"0 0 14 14",fill:"none",xmlns:"http://www.w3.org/2000/svg"},e.pti()),Ti(t[0]||(t[0]=[h("path",{d:"M13.2222 7.77778H0.777778C0.571498 7.77778 0.373667 7.69584 0.227806 7.54998C0.0819442 7.40412 0 7.20629 0 7.00001C0 6.79373 0.0819442 6.5959 0.227806 6.45003C0.373667 6.30417 0.571498 6.22223 0.777778 6.22223H13.2222C13.4285 6.22223 13.6263 6.30417 13.7722 6.45003C13.9181 6.5959 14 6.79373 14 7.00001C14 7.20629 13.9181 7.40412 13.7722 7.54998C13.6263 7.69584 13.4285 7.77778 13.2222 7.77778Z",fill:"currentColor"},null,-1)])),16)}Zt.render=Di;var Ei=`
    .p-checkbox {
        position: relative;
        display: inline-flex;
        user-select: none;
        vertical-align: bottom;
        width: dt('checkbox.width');
        height: dt('checkbox.height');
    }

    .p-checkbox-input {
        cursor: pointer;
        appearance: none;
        position: absolute;
        inset-block-start: 0;
        inset-inline-start: 0;
        width: 100%;
        height: 100%;
        padding: 0;
        margin: 0;
        opacity: 0;
        z-index: 1;
        outline: 0 none;
        border: 1px solid transparent;
        border-radius: dt('checkbox.border.radius');
    }

    .p-checkbox-box {
        display: flex;
        justify-content: center;
        align-items: center;
        border-radius: dt('checkbox.border.radius');
        border: 1px solid dt('checkbox.border.color');
        background: dt('checkbox.background');
        width: dt('checkbox.width');
        height: dt('checkbox.height');
        transition:
            background dt('checkbox.transition.duration'),
            color dt('checkbox.transition.duration'),
            border-color dt('checkbox.transition.duration'),
            box-shadow dt('checkbox.transition.duration'),
            outline-color dt('checkbox.transition.duration');
        outline-color: transparent;
        box-shadow: dt('checkbox.shadow');
    }

    .p-checkbox-icon {
        transition-duration: dt('checkbox.transition.duration');
        color: dt('checkbox.icon.color');
        font-size: dt('checkbox.icon.size');
        width: dt('checkbox.icon.size');
        height: dt('checkbox.icon.size');
    }

    .p-checkbox:not(.p-disabled):has(.p-checkbox-input:hover) .p-checkbox-box {
        border-color: dt('checkbox.hover.border.color');
    }

    .p-checkbox-checked .p-checkbox-box {
        border-color: dt('checkbox.checked.border.color');
        background: dt('checkbox.checked.background');
    }

    .p-checkbox-checked .p-checkbox-icon {
        color: dt('checkbox.icon.checked.color');
    }

    .p-checkbox-checked:not(.p-disabled):has(.p-checkbox-input:hover) .p-checkbox-box {
        background: dt('checkbox.checked.hover.background');
        border-color: dt('checkbox.checked.hover.border.color');
    }

    .p-checkbox-checked:not(.p-disabled):has(.p-checkbox-input:hover) .p-checkbox-icon {
        color: dt('checkbox.icon.checked.hover.color');
    }

    .p-checkbox:not(.p-disabled):has(.p-checkbox-input:focus-visible) .p-checkbox-box {
        border-color: dt('checkbox.focus.border.color');
        box-shadow: dt('checkbox.focus.ring.shadow');
        outline: dt('checkbox.focus.ring.width') dt('checkbox.focus.ring.style') dt('checkbox.focus.ring.color');
        outline-offset: dt('checkbox.focus.ring.offset');
    }

    .p-checkbox-checked:not(.p-disabled):has(.p-checkbox-input:focus-visible) .p-checkbox-box {
        border-color: dt('checkbox.checked.focus.border.color');
    }

    .p-checkbox.p-invalid > .p-checkbox-box {
        border-color: dt('checkbox.invalid.border.color');
    }

    .p-checkbox.p-variant-filled .p-checkbox-box {
        background: dt('checkbox.filled.background');
    }

    .p-checkbox-checked.p-variant-filled .p-checkbox-box {
        background: dt('checkbox.checked.background');
    }

    .p-checkbox-checked.p-variant-filled:not(.p-disabled):has(.p-checkbox-input:hover) .p-checkbox-box {
        background: dt('checkbox.checked.hover.background');
    }

    .p-checkbox.p-disabled {
        opacity: 1;
    }

    .p-checkbox.p-disabled .p-checkbox-box {
        background: dt('checkbox.disabled.background');
        border-color: dt('checkbox.checked.disabled.border.color');
    }

    .p-checkbox.p-disabled .p-checkbox-box .p-checkbox-icon {
        color: dt('checkbox.icon.disabled.color');
    }

    .p-checkbox-sm,
    .p-checkbox-sm .p-checkbox-box {
        width: dt('checkbox.sm.width');
        height: dt('checkbox.sm.height');
    }

    .p-checkbox-sm .p-checkbox-icon {
        font-size: dt('checkbox.icon.sm.size');
        width: dt('checkbox.icon.sm.size');
        height: dt('checkbox.icon.sm.size');
    }

    .p-checkbox-lg,
    .p-checkbox-lg .p-checkbox-box {
        width: dt('checkbox.lg.width');
        height: dt('checkbox.lg.height');
    }

    .p-checkbox-lg .p-checkbox-icon {
        font-size: dt('checkbox.icon.lg.size');
        width: dt('checkbox.icon.lg.size');
        height: dt('checkbox.icon.lg.size');
    }
`,Bi={root:function(t){var n=t.instance,o=t.props;return["p-checkbox p-component",{"p-checkbox-checked":n.checked,"p-disabled":o.disabled,"p-invalid":n.$pcCheckboxGroup?n.$pcCheckboxGroup.$invalid:n.$invalid,"p-variant-filled":n.$variant==="filled","p-checkbox-sm p-inputfield-sm":o.size==="small","p-checkbox-lg p-inputfield-lg":o.size==="large"}]},box:"p-checkbox-box",input:"p-checkbox-input",icon:"p-checkbox-icon"},Ri=ue.extend({name:"checkbox",style:Ei,classes:Bi}),ji={name:"BaseCheckbox",extends:We,props:{value:null,binary:Boolean,indeterminate:{type:Boolean,default:!1},trueValue:{type:null,default:!0},falseValue:{type:null,default:!1},readonly:{type:Boolean,default:!1},required:{type:Boolean,default:!1},tabindex:{type:Number,default:null},inputId:{type:String,default:null},inputClass:{type:[String,Object],default:null},inputStyle:{type:Object,default:null},ariaLabelledby:{type:String,default:null},ariaLabel:{type:String,default:null}},style:Ri,provide:function(){return{$pcCheckbox:this,$parentInstance:this}}};function Ae(e){"@babel/helpers - typeof";return Ae=typeof Symbol=="function"&&typeof Symbol.iterator=="symbol"?function(t){return typeof t}:function(t){return t&&typeof Symbol=="function"&&t.constructor===Symbol&&t!==Symbol.prototype?"symbol":typeof t},Ae(e)}function Hi(e,t,n){return(t=Ni(t))in e?Object.defineProperty(e,t,{value:n,enumerable:!0,configurable:!0,writable:!0}):e[t]=n,e}function Ni(e){var t=Ui(e,"string");return Ae(t)=="symbol"?t:t+""}function Ui(e,t){if(Ae(e)!="object"||!e)return e;var n=e[Symbol.toPrimitive];if(n!==void 0){var o=n.call(e,t);if(Ae(o)!="object")return o;throw new TypeError("@@toPrimitive must return a primitive value.")}return(t==="string"?String:Number)(e)}function Gi(e){return Yi(e)||Ji(e)||Wi(e)||qi()}function qi(){throw new TypeError(`Invalid attempt to spread non-iterable instance.
In order to be iterable, non-array objects must have a [Symbol.iterator]() method.`)}function Wi(e,t){if(e){if(typeof e=="string")return ot(e,t);var n={}.toString.call(e).slice(8,-1);return n==="Object"&&e.constructor&&(n=e.constructor.name),n==="Map"||n==="Set"?Array.from(e):n==="Arguments"||/^(?:Ui|I)nt(?:8|16|32)(?:Clamped)?Array$/.test(n)?ot(e,t):void 0}}function Ji(e){if(typeof Symbol<"u"&&e[Symbol.iterator]!=null||e["@@iterator"]!=null)return Array.from(e)}function Yi(e){if(Array.isArray(e))return ot(e)}function ot(e,t){(t==null||t>e.length)&&(t=e.length);for(var n=0,o=Array(t);n<t;n++)o[n]=e[n];return o}var Je={name:"Checkbox",extends:ji,inheritAttrs:!1,emits:["change","focus","blur","update:indeterminate"],inject:{$pcCheckboxGroup:{default:void 0}},data:function(){return{d_indeterminate:this.indeterminate}},watch:{indeterminate:function(t){this.d_indeterminate=t,this.updateIndeterminate()}},mounted:function(){this.updateIndeterminate()},updated:function(){this.updateIndeterminate()},methods:{getPTOptions:function(t){var n=t==="root"?this.ptmi:this.ptm;return n(t,{context:{checked:this.checked,indeterminate:this.d_indeterminate,disabled:this.disabled}})},onChange:function(t){var n=this;if(!this.disabled&&!this.readonly){var o=this.$pcCheckboxGroup?this.$pcCheckboxGroup.d_value:this.d_value,l;this.binary?l=this.d_indeterminate?this.trueValue:this.checked?this.falseValue:this.trueValue:this.checked||this.d_indeterminate?l=o.filter(function(i){return!dt(i,n.value)}):l=o?[].concat(Gi(o),[this.value]):[this.value],this.d_indeterminate&&(this.d_indeterminate=!1,this.$emit("update:indeterminate",this.d_indeterminate)),this.$pcCheckboxGroup?this.$pcCheckboxGroup.writeValue(l,t):this.writeValue(l,t),this.$emit("change",t)}},onFocus:function(t){this.$emit("focus",t)},onBlur:function(t){var n,o;this.$emit("blur",t),(n=(o=this.formField).onBlur)===null||n===void 0||n.call(o,t)},updateIndeterminate:function(){this.$refs.input&&(this.$refs.input.indeterminate=this.d_indeterminate)}},computed:{groupName:function(){return this.$pcCheckboxGroup?this.$pcCheckboxGroup.groupName:this.$formName},checked:function(){var t=this.$pcCheckboxGroup?this.$pcCheckboxGroup.d_value:this.d_value;return this.d_indeterminate?!1:this.binary?t===this.trueValue:yn(this.value,t)},dataP:function(){return se(Hi({invalid:this.$invalid,checked:this.checked,disabled:this.disabled,filled:this.$variant==="filled"},this.size,this.size))}},components:{CheckIcon:Vt,MinusIcon:Zt}},Zi=["data-p-checked","data-p-indeterminate","data-p-disabled","data-p"],Xi=["id","value","name","checked","tabindex","disabled","readonly","required","aria-labelledby","aria-label","aria-invalid"],Qi=["data-p"];function _i(e,t,n,o,l,i){var s=q("CheckIcon"),c=q("MinusIcon");return r(),f("div",w({class:e.cx("root")},i.getPTOptions("root"),{"data-p-checked":i.checked,"data-p-indeterminate":l.d_indeterminate||void 0,"data-p-disabled":e.disabled,"data-p":i.dataP}),[h("input",w({ref:"input",id:e.inputId,type:"checkbox",class:[e.cx("input"),e.inputClass],style:e.inputStyle,value:e.value,name:i.groupName,checked:i.checked,tabindex:e.tabindex,disabled:e.disabled,readonly:e.readonly,required:e.required,"aria-labelledby":e.ariaLabelledby,"aria-label":e.ariaLabel,"aria-invalid":e.invalid||void 0,onFocus:t[0]||(t[0]=function(){return i.onFocus&&i.onFocus.apply(i,arguments)}),onBlur:t[1]||(t[1]=function(){return i.onBlur&&i.onBlur.apply(i,arguments)}),onChange:t[2]||(t[2]=function(){return i.onChange&&i.onChange.apply(i,arguments)})},i.getPTOptions("input")),null,16,Xi),h("div",w({class:e.cx("box")},i.getPTOptions("box"),{"data-p":i.dataP}),[A(e.$slots,"icon",{checked:i.checked,indeterminate:l.d_indeterminate,class:X(e.cx("icon")),dataP:i.dataP},function(){return[i.checked?(r(),z(s,w({key:0,class:e.cx("icon")},i.getPTOptions("icon"),{"data-p":i.dataP}),null,16,["class","data-p"])):l.d_indeterminate?(r(),z(c,w({key:1,class:e.cx("icon")},i.getPTOptions("icon"),{"data-p":i.dataP}),null,16,["class","data-p"])):I("",!0)]})],16,Qi)],16,Zi)}Je.render=_i;var eo=`
    .p-tag {
        display: inline-flex;
        align-items: center;
        justify-content: center;
        background: dt('tag.primary.background');
        color: dt('tag.primary.color');
        font-size: dt('tag.font.size');
        font-weight: dt('tag.font.weight');
        padding: dt('tag.padding');
        border-radius: dt('tag.border.radius');
        gap: dt('tag.gap');
    }

    .p-tag-icon {
        font-size: dt('tag.icon.size');
        width: dt('tag.icon.size');
        height: dt('tag.icon.size');
    }

    .p-tag-rounded {
        border-radius: dt('tag.rounded.border.radius');
    }

    .p-tag-success {
        background: dt('tag.success.background');
        color: dt('tag.success.color');
    }

    .p-tag-info {
        background: dt('tag.info.background');
        color: dt('tag.info.color');
    }

    .p-tag-warn {
        background: dt('tag.warn.background');
        color: dt('tag.warn.color');
    }

    .p-tag-danger {
        background: dt('tag.danger.background');
        color: dt('tag.danger.color');
    }

    .p-tag-secondary {
        background: dt('tag.secondary.background');
        color: dt('tag.secondary.color');
    }

    .p-tag-contrast {
        background: dt('tag.contrast.background');
        color: dt('tag.contrast.color');
    }
`,to={root:function(t){var n=t.props;return["p-tag p-component",{"p-tag-info":n.severity==="info","p-tag-success":n.severity==="success","p-tag-warn":n.severity==="warn","p-tag-danger":n.severity==="danger","p-tag-secondary":n.severity==="secondary","p-tag-contrast":n.severity==="contrast","p-tag-rounded":n.rounded}]},icon:"p-tag-icon",label:"p-tag-label"},no=ue.extend({name:"tag",style:eo,classes:to}),io={name:"BaseTag",extends:Be,props:{value:null,severity:null,rounded:Boolean,icon:String},style:no,provide:function(){return{$pcTag:this,$parentInstance:this}}};function Pe(e){"@babel/helpers - typeof";return Pe=typeof Symbol=="function"&&typeof Symbol.iterator=="symbol"?function(t){return typeof t}:function(t){return t&&typeof Symbol=="function"&&t.constructor===Symbol&&t!==Symbol.prototype?"symbol":typeof t},Pe(e)}function oo(e,t,n){return(t=lo(t))in e?Object.defineProperty(e,t,{value:n,enumerable:!0,configurable:!0,writable:!0}):e[t]=n,e}function lo(e){var t=ao(e,"string");return Pe(t)=="symbol"?t:t+""}function ao(e,t){if(Pe(e)!="object"||!e)return e;var n=e[Symbol.toPrimitive];if(n!==void 0){var o=n.call(e,t);if(Pe(o)!="object")return o;throw new TypeError("@@toPrimitive must return a primitive value.")}return(t==="string"?String:Number)(e)}var Xt={name:"Tag",extends:io,inheritAttrs:!1,computed:{dataP:function(){return se(oo({rounded:this.rounded},this.severity,this.severity))}}},ro=["data-p"];function so(e,t,n,o,l,i){return r(),f("span",w({class:e.cx("root"),"data-p":i.dataP},e.ptmi("root")),[e.$slots.icon?(r(),z(ye(e.$slots.icon),w({key:0,class:e.cx("icon")},e.ptm("icon")),null,16,["class"])):e.icon?(r(),f("span",w({key:1,class:[e.cx("icon"),e.icon]},e.ptm("icon")),null,16)):I("",!0),e.value!=null||e.$slots.default?A(e.$slots,"default",{key:2},function(){return[h("span",w({class:e.cx("label")},e.ptm("label")),x(e.value),17)]}):I("",!0)],16,ro)}Xt.render=so;class oe extends Error{}const uo=["===","!==","==","!=","<=",">=","&&","||","!","<",">","(",")","[","]",".",",","?",":","-"],gt={true:!0,false:!1,null:null,undefined:void 0},wt=1e3,kt=32;function co(e){if(e.length>wt)throw new oe(`longer than ${wt} characters`);const t=[];let n=0;for(;n<e.length;){const o=e[n];if(/\s/.test(o)){n++;continue}const l=/^\d+(\.\d+)?/.exec(e.slice(n));if(l){t.push({t:"num",v:l[0]}),n+=l[0].length;continue}const i=/^[A-Za-z_$][\w$]*/.exec(e.slice(n));if(i){t.push({t:"id",v:i[0]}),n+=i[0].length;continue}if(o==='"'||o==="'"){let c="";for(n++;n<e.length&&e[n]!==o;n++)c+=e[n]==="\\"?e[++n]??"":e[n];if(e[n]!==o)throw new oe("unterminated string");t.push({t:"str",v:c}),n++;continue}const s=uo.find(c=>e.startsWith(c,n));if(!s)throw new oe(`unexpected "${o}"`);t.push({t:"op",v:s}),n+=s.length}return t.push({t:"end",v:""}),t}function po(e){const t=co(e);let n=0,o=0;const l=()=>t[n],i=(...a)=>l().t==="op"&&a.includes(l().v),s=a=>{if(!i(a))throw new oe(`expected "${a}"`);n++},c=a=>{if(++o>kt)throw new oe(`nested more than ${kt} deep`);try{return a()}finally{o--}},d=(a,v)=>()=>{let T=a();for(;i(...v);)T={k:"binary",op:t[n++].v,left:T,right:a()};return T},y=()=>c(()=>{const a=p();if(!i("?"))return a;n++;const v=y();return s(":"),{k:"cond",test:a,then:v,otherwise:y()}}),b=a=>{const v=[];for(;!i(a);)v.push(y()),i(a)||s(",");return n++,v},C=()=>{const a=t[n++];if(a.t==="num")return{k:"lit",v:Number(a.v)};if(a.t==="str")return{k:"lit",v:a.v};if(a.t==="id")return a.v in gt?{k:"lit",v:gt[a.v]}:{k:"name",name:a.v};if(a.t==="op"&&a.v==="("){const v=y();return s(")"),v}if(a.t==="op"&&a.v==="[")return{k:"list",items:b("]")};throw new oe(a.t==="end"?"unexpected end":`unexpected "${a.v}"`)},m=()=>{let a=C();for(;;)if(i(".")){n++;const v=t[n++];if(v.t!=="id")throw new oe("expected a property name");a={k:"member",object:a,key:{k:"lit",v:v.v}}}else if(i("[")){n++;const v=y();s("]"),a={k:"member",object:a,key:v}}else if(i("("))n++,a={k:"call",callee:a,args:b(")")};else return a},O=()=>i("!","-")?c(()=>({k:"unary",op:t[n++].v,operand:O()})):m(),S=d(O,["<",">","<=",">="]),L=d(S,["===","!==","==","!="]),g=d(L,["&&"]),p=d(g,["||"]),u=y();if(l().t!=="end")throw new oe(`unexpected "${l().v}"`);return u}function Ot(e,t){if(e===t)return!0;if(e==null||t==null)return e==null&&t==null;if(typeof e=="object"||typeof t=="object")return!1;const n=o=>typeof o=="boolean"?Number(o):typeof o=="string"&&o.trim()===""?0:Number(o);return typeof e=="string"&&typeof t=="string"?!1:n(e)===n(t)}function fo(e,t){if(e==null)throw new oe(`cannot read "${String(t)}" of ${String(e)}`);if(t==="length"&&(typeof e=="string"||Array.isArray(e)))return e.length;if(!(typeof e!="object"||typeof t!="string"&&typeof t!="number"))return Object.hasOwn(e,t)?e[t]:void 0}function It(e,t){if(Array.isArray(e))return e.some(n=>n===t);if(typeof e=="string")return e.includes(String(t));throw new oe("includes() of neither a list nor a text")}function ho(e,t){const n=e.args.map(o=>_(o,t));if(e.callee.k==="name"&&e.callee.name==="in_list")return It(n[0],n[1]);if(e.callee.k==="member"&&e.callee.key.k==="lit"&&e.callee.key.v==="includes")return It(_(e.callee.object,t),n[0]);throw new oe("only in_list() and .includes() may be called")}function _(e,t){switch(e.k){case"lit":return e.v;case"name":if(!Object.hasOwn(t,e.name))throw new oe(`unknown name "${e.name}"`);return t[e.name];case"member":return fo(_(e.object,t),_(e.key,t));case"call":return ho(e,t);case"list":return e.items.map(n=>_(n,t));case"unary":return e.op==="!"?!_(e.operand,t):-Number(_(e.operand,t));case"cond":return _(e.test,t)?_(e.then,t):_(e.otherwise,t);case"binary":{const n=_(e.left,t);if(e.op==="&&")return n&&_(e.right,t);if(e.op==="||")return n||_(e.right,t);const o=_(e.right,t);switch(e.op){case"===":return n===o;case"!==":return n!==o;case"==":return Ot(n,o);case"!=":return!Ot(n,o);default:{const[l,i]=[n,o];return e.op==="<"?l<i:e.op===">"?l>i:e.op==="<="?l<=i:l>=i}}}}}function mo(e,t,n){return _(po(e),{doc:t,parent:n})}function ft(e,t,n,o){const l=(e??"").trim();if(!l||l.startsWith("fn:"))return o;if(l.startsWith("eval:"))try{return!!mo(l.slice(5),t,n)}catch(s){if(s instanceof oe)return o;throw s}const i=t[l];return Array.isArray(i)?i.length>0:!!i}function Fe(e,t,n=null){return!e.hidden&&ft(e.depends_on,t,n,!0)}function Ge(e,t,n=null){return!!e.reqd||ft(e.mandatory_depends_on,t,n,!1)}function Qt(e,t,n=null){const o=!t.__islocal&&!!t.name;return!!e.set_only_once&&o||ft(e.read_only_depends_on,t,n,!1)}function _t(e){return Array.isArray(e)?e.length>0:e!=null&&!(typeof e=="string"&&e.trim()==="")}function St(e,t,n){return e.fields.filter(o=>!ke.has(o.fieldtype)&&Fe(o,t,n)&&Ge(o,t,n)&&!_t(t[o.fieldname])).map(re)}function bo(e,t,n,o){const l=o&&!_t(t.name)?["Name"]:[];l.push(...St(e,t,null));for(const i of e.fields){const s=n[i.fieldname];!de.has(i.fieldtype)||!s||!Fe(i,t)||(t[i.fieldname]??[]).forEach((c,d)=>{for(const y of St(s,c,t))l.push(`${re(i)}, row ${d+1}: ${y}`)})}return l}var yo=`
    .p-textarea {
        font-family: inherit;
        font-feature-settings: inherit;
        font-size: 1rem;
        color: dt('textarea.color');
        background: dt('textarea.background');
        padding-block: dt('textarea.padding.y');
        padding-inline: dt('textarea.padding.x');
        border: 1px solid dt('textarea.border.color');
        transition:
            background dt('textarea.transition.duration'),
            color dt('textarea.transition.duration'),
            border-color dt('textarea.transition.duration'),
            outline-color dt('textarea.transition.duration'),
            box-shadow dt('textarea.transition.duration');
        appearance: none;
        border-radius: dt('textarea.border.radius');
        outline-color: transparent;
        box-shadow: dt('textarea.shadow');
    }

    .p-textarea:enabled:hover {
        border-color: dt('textarea.hover.border.color');
    }

    .p-textarea:enabled:focus {
        border-color: dt('textarea.focus.border.color');
        box-shadow: dt('textarea.focus.ring.shadow');
        outline: dt('textarea.focus.ring.width') dt('textarea.focus.ring.style') dt('textarea.focus.ring.color');
        outline-offset: dt('textarea.focus.ring.offset');
    }

    .p-textarea.p-invalid {
        border-color: dt('textarea.invalid.border.color');
    }

    .p-textarea.p-variant-filled {
        background: dt('textarea.filled.background');
    }

    .p-textarea.p-variant-filled:enabled:hover {
        background: dt('textarea.filled.hover.background');
    }

    .p-textarea.p-variant-filled:enabled:focus {
        background: dt('textarea.filled.focus.background');
    }

    .p-textarea:disabled {
        opacity: 1;
        background: dt('textarea.disabled.background');
        color: dt('textarea.disabled.color');
    }

    .p-textarea::placeholder {
        color: dt('textarea.placeholder.color');
    }

    .p-textarea.p-invalid::placeholder {
        color: dt('textarea.invalid.placeholder.color');
    }

    .p-textarea-fluid {
        width: 100%;
    }

    .p-textarea-resizable {
        overflow: hidden;
        resize: none;
    }

    .p-textarea-sm {
        font-size: dt('textarea.sm.font.size');
        padding-block: dt('textarea.sm.padding.y');
        padding-inline: dt('textarea.sm.padding.x');
    }

    .p-textarea-lg {
        font-size: dt('textarea.lg.font.size');
        padding-block: dt('textarea.lg.padding.y');
        padding-inline: dt('textarea.lg.padding.x');
    }
`,vo={root:function(t){var n=t.instance,o=t.props;return["p-textarea p-component",{"p-filled":n.$filled,"p-textarea-resizable ":o.autoResize,"p-textarea-sm p-inputfield-sm":o.size==="small","p-textarea-lg p-inputfield-lg":o.size==="large","p-invalid":n.$invalid,"p-variant-filled":n.$variant==="filled","p-textarea-fluid":n.$fluid}]}},go=ue.extend({name:"textarea",style:yo,classes:vo}),wo={name:"BaseTextarea",extends:We,props:{autoResize:Boolean},style:go,provide:function(){return{$pcTextarea:this,$parentInstance:this}}};function Ke(e){"@babel/helpers - typeof";return Ke=typeof Symbol=="function"&&typeof Symbol.iterator=="symbol"?function(t){return typeof t}:function(t){return t&&typeof Symbol=="function"&&t.constructor===Symbol&&t!==Symbol.prototype?"symbol":typeof t},Ke(e)}function ko(e,t,n){return(t=Oo(t))in e?Object.defineProperty(e,t,{value:n,enumerable:!0,configurable:!0,writable:!0}):e[t]=n,e}function Oo(e){var t=Io(e,"string");return Ke(t)=="symbol"?t:t+""}function Io(e,t){if(Ke(e)!="object"||!e)return e;var n=e[Symbol.toPrimitive];if(n!==void 0){var o=n.call(e,t);if(Ke(o)!="object")return o;throw new TypeError("@@toPrimitive must return a primitive value.")}return(t==="string"?String:Number)(e)}var De={name:"Textarea",extends:wo,inheritAttrs:!1,observer:null,mounted:function(){var t=this;this.autoResize&&(this.observer=new ResizeObserver(function(){requestAnimationFrame(function(){t.resize()})}),this.observer.observe(this.$el))},updated:function(){this.autoResize&&this.resize()},beforeUnmount:function(){this.observer&&this.observer.disconnect()},methods:{resize:function(){if(this.$el.offsetParent){var t=this.$el.style.height,n=parseInt(t)||0,o=this.$el.scrollHeight,l=!n||o>n,i=n&&o<n;i?(this.$el.style.height="auto",this.$el.style.height="".concat(this.$el.scrollHeight,"px")):l&&(this.$el.style.height="".concat(o,"px"))}},onInput:function(t){this.autoResize&&this.resize(),this.writeValue(t.target.value,t)}},computed:{attrs:function(){return w(this.ptmi("root",{context:{filled:this.$filled,disabled:this.disabled}}),this.formField)},dataP:function(){return se(ko({invalid:this.$invalid,fluid:this.$fluid,filled:this.$variant==="filled"},this.size,this.size))}}},So=["value","name","disabled","aria-invalid","data-p"];function Co(e,t,n,o,l,i){return r(),f("textarea",w({class:e.cx("root"),value:e.d_value,name:e.name,disabled:e.disabled,"aria-invalid":e.invalid||void 0,"data-p":i.dataP,onInput:t[0]||(t[0]=function(){return i.onInput&&i.onInput.apply(i,arguments)})},i.attrs),null,16,So)}De.render=Co;var xo=`
    .p-chip {
        display: inline-flex;
        align-items: center;
        background: dt('chip.background');
        color: dt('chip.color');
        border-radius: dt('chip.border.radius');
        padding-block: dt('chip.padding.y');
        padding-inline: dt('chip.padding.x');
        gap: dt('chip.gap');
    }

    .p-chip-icon {
        color: dt('chip.icon.color');
        font-size: dt('chip.icon.size');
        width: dt('chip.icon.size');
        height: dt('chip.icon.size');
    }

    .p-chip-image {
        border-radius: 50%;
        width: dt('chip.image.width');
        height: dt('chip.image.height');
        margin-inline-start: calc(-1 * dt('chip.padding.y'));
    }

    .p-chip:has(.p-chip-remove-icon) {
        padding-inline-end: dt('chip.padding.y');
    }

    .p-chip:has(.p-chip-image) {
        padding-block-start: calc(dt('chip.padding.y') / 2);
        padding-block-end: calc(dt('chip.padding.y') / 2);
    }

    .p-chip-remove-icon {
        cursor: pointer;
        font-size: dt('chip.remove.icon.size');
        width: dt('chip.remove.icon.size');
        height: dt('chip.remove.icon.size');
        color: dt('chip.remove.icon.color');
        border-radius: 50%;
        transition:
            outline-color dt('chip.transition.duration'),
            box-shadow dt('chip.transition.duration');
        outline-color: transparent;
    }

    .p-chip-remove-icon:focus-visible {
        box-shadow: dt('chip.remove.icon.focus.ring.shadow');
        outline: dt('chip.remove.icon.focus.ring.width') dt('chip.remove.icon.focus.ring.style') dt('chip.remove.icon.focus.ring.color');
        outline-offset: dt('chip.remove.icon.focus.ring.offset');
    }
`,Lo={root:"p-chip p-component",image:"p-chip-image",icon:"p-chip-icon",label:"p-chip-label",removeIcon:"p-chip-remove-icon"},$o=ue.extend({name:"chip",style:xo,classes:Lo}),Vo={name:"BaseChip",extends:Be,props:{label:{type:[String,Number],default:null},icon:{type:String,default:null},image:{type:String,default:null},removable:{type:Boolean,default:!1},removeIcon:{type:String,default:void 0}},style:$o,provide:function(){return{$pcChip:this,$parentInstance:this}}},en={name:"Chip",extends:Vo,inheritAttrs:!1,emits:["remove"],data:function(){return{visible:!0}},methods:{onKeydown:function(t){(t.key==="Enter"||t.key==="Backspace")&&this.close(t)},close:function(t){this.visible=!1,this.$emit("remove",t)}},computed:{dataP:function(){return se({removable:this.removable})}},components:{TimesCircleIcon:vn}},zo=["aria-label","data-p"],Mo=["src"];function To(e,t,n,o,l,i){return l.visible?(r(),f("div",w({key:0,class:e.cx("root"),"aria-label":e.label},e.ptmi("root"),{"data-p":i.dataP}),[A(e.$slots,"default",{},function(){return[e.image?(r(),f("img",w({key:0,src:e.image},e.ptm("image"),{class:e.cx("image")}),null,16,Mo)):e.$slots.icon?(r(),z(ye(e.$slots.icon),w({key:1,class:e.cx("icon")},e.ptm("icon")),null,16,["class"])):e.icon?(r(),f("span",w({key:2,class:[e.cx("icon"),e.icon]},e.ptm("icon")),null,16)):I("",!0),e.label!==null?(r(),f("div",w({key:3,class:e.cx("label")},e.ptm("label")),x(e.label),17)):I("",!0)]}),e.removable?A(e.$slots,"removeicon",{key:0,removeCallback:i.close,keydownCallback:i.onKeydown},function(){return[(r(),z(ye(e.removeIcon?"span":"TimesCircleIcon"),w({class:[e.cx("removeIcon"),e.removeIcon],onClick:i.close,onKeydown:i.onKeydown},e.ptm("removeIcon")),null,16,["class","onClick","onKeydown"]))]}):I("",!0)],16,zo)):I("",!0)}en.render=To;var Ao=`
    .p-autocomplete {
        display: inline-flex;
    }

    .p-autocomplete-loader {
        position: absolute;
        top: 50%;
        margin-top: -0.5rem;
        inset-inline-end: dt('autocomplete.padding.x');
    }

    .p-autocomplete:has(.p-autocomplete-dropdown) .p-autocomplete-loader {
        inset-inline-end: calc(dt('autocomplete.dropdown.width') + dt('autocomplete.padding.x'));
    }

    .p-autocomplete:has(.p-autocomplete-dropdown) .p-autocomplete-input {
        flex: 1 1 auto;
        width: 1%;
    }

    .p-autocomplete:has(.p-autocomplete-dropdown) .p-autocomplete-input,
    .p-autocomplete:has(.p-autocomplete-dropdown) .p-autocomplete-input-multiple {
        border-start-end-radius: 0;
        border-end-end-radius: 0;
    }

    .p-autocomplete-dropdown {
        cursor: pointer;
        display: inline-flex;
        user-select: none;
        align-items: center;
        justify-content: center;
        overflow: hidden;
        position: relative;
        width: dt('autocomplete.dropdown.width');
        border-start-end-radius: dt('autocomplete.dropdown.border.radius');
        border-end-end-radius: dt('autocomplete.dropdown.border.radius');
        background: dt('autocomplete.dropdown.background');
        border: 1px solid dt('autocomplete.dropdown.border.color');
        border-inline-start: 0 none;
        color: dt('autocomplete.dropdown.color');
        transition:
            background dt('autocomplete.transition.duration'),
            color dt('autocomplete.transition.duration'),
            border-color dt('autocomplete.transition.duration'),
            outline-color dt('autocomplete.transition.duration'),
            box-shadow dt('autocomplete.transition.duration');
        outline-color: transparent;
    }

    .p-autocomplete-dropdown:not(:disabled):hover {
        background: dt('autocomplete.dropdown.hover.background');
        border-color: dt('autocomplete.dropdown.hover.border.color');
        color: dt('autocomplete.dropdown.hover.color');
    }

    .p-autocomplete-dropdown:not(:disabled):active {
        background: dt('autocomplete.dropdown.active.background');
        border-color: dt('autocomplete.dropdown.active.border.color');
        color: dt('autocomplete.dropdown.active.color');
    }

    .p-autocomplete-dropdown:focus-visible {
        box-shadow: dt('autocomplete.dropdown.focus.ring.shadow');
        outline: dt('autocomplete.dropdown.focus.ring.width') dt('autocomplete.dropdown.focus.ring.style') dt('autocomplete.dropdown.focus.ring.color');
        outline-offset: dt('autocomplete.dropdown.focus.ring.offset');
    }

    .p-autocomplete-overlay {
        position: absolute;
        top: 0;
        left: 0;
        background: dt('autocomplete.overlay.background');
        color: dt('autocomplete.overlay.color');
        border: 1px solid dt('autocomplete.overlay.border.color');
        border-radius: dt('autocomplete.overlay.border.radius');
        box-shadow: dt('autocomplete.overlay.shadow');
        min-width: 100%;
    }

    .p-autocomplete-list-container {
        overflow: auto;
    }

    .p-autocomplete-list {
        margin: 0;
        list-style-type: none;
        display: flex;
        flex-direction: column;
        gap: dt('autocomplete.list.gap');
        padding: dt('autocomplete.list.padding');
    }

    .p-autocomplete-option {
        cursor: pointer;
        white-space: nowrap;
        position: relative;
        overflow: hidden;
        display: flex;
        align-items: center;
        padding: dt('autocomplete.option.padding');
        border: 0 none;
        color: dt('autocomplete.option.color');
        background: transparent;
        transition:
            background dt('autocomplete.transition.duration'),
            color dt('autocomplete.transition.duration'),
            border-color dt('autocomplete.transition.duration');
        border-radius: dt('autocomplete.option.border.radius');
    }

    .p-autocomplete-option:not(.p-autocomplete-option-selected):not(.p-disabled).p-focus {
        background: dt('autocomplete.option.focus.background');
        color: dt('autocomplete.option.focus.color');
    }

    .p-autocomplete-option:not(.p-autocomplete-option-selected):not(.p-disabled):hover {
        background: dt('autocomplete.option.focus.background');
        color: dt('autocomplete.option.focus.color');
    }

    .p-autocomplete-option-selected {
        background: dt('autocomplete.option.selected.background');
        color: dt('autocomplete.option.selected.color');
    }

    .p-autocomplete-option-selected.p-focus {
        background: dt('autocomplete.option.selected.focus.background');
        color: dt('autocomplete.option.selected.focus.color');
    }

    .p-autocomplete-option-group {
        margin: 0;
        padding: dt('autocomplete.option.group.padding');
        color: dt('autocomplete.option.group.color');
        background: dt('autocomplete.option.group.background');
        font-weight: dt('autocomplete.option.group.font.weight');
    }

    .p-autocomplete-input-multiple {
        margin: 0;
        list-style-type: none;
        cursor: text;
        overflow: hidden;
        display: flex;
        align-items: center;
        flex-wrap: wrap;
        padding: calc(dt('autocomplete.padding.y') / 2) dt('autocomplete.padding.x');
        gap: calc(dt('autocomplete.padding.y') / 2);
        color: dt('autocomplete.color');
        background: dt('autocomplete.background');
        border: 1px solid dt('autocomplete.border.color');
        border-radius: dt('autocomplete.border.radius');
        width: 100%;
        transition:
            background dt('autocomplete.transition.duration'),
            color dt('autocomplete.transition.duration'),
            border-color dt('autocomplete.transition.duration'),
            outline-color dt('autocomplete.transition.duration'),
            box-shadow dt('autocomplete.transition.duration');
        outline-color: transparent;
        box-shadow: dt('autocomplete.shadow');
    }

    .p-autocomplete-input-multiple.p-disabled {
        opacity: 1;
        background: dt('autocomplete.disabled.background');
        color: dt('autocomplete.disabled.color');
    }

    .p-autocomplete-input-multiple:not(.p-disabled):hover {
        border-color: dt('autocomplete.hover.border.color');
    }

    .p-autocomplete.p-focus .p-autocomplete-input-multiple:not(.p-disabled) {
        border-color: dt('autocomplete.focus.border.color');
        box-shadow: dt('autocomplete.focus.ring.shadow');
        outline: dt('autocomplete.focus.ring.width') dt('autocomplete.focus.ring.style') dt('autocomplete.focus.ring.color');
        outline-offset: dt('autocomplete.focus.ring.offset');
    }

    .p-autocomplete.p-invalid .p-autocomplete-input-multiple {
        border-color: dt('autocomplete.invalid.border.color');
    }

    .p-variant-filled.p-autocomplete-input-multiple {
        background: dt('autocomplete.filled.background');
    }

    .p-autocomplete-input-multiple.p-variant-filled:not(.p-disabled):hover {
        background: dt('autocomplete.filled.hover.background');
    }

    .p-autocomplete.p-focus .p-autocomplete-input-multiple.p-variant-filled:not(.p-disabled) {
        background: dt('autocomplete.filled.focus.background');
    }

    .p-autocomplete-chip.p-chip {
        padding-block-start: calc(dt('autocomplete.padding.y') / 2);
        padding-block-end: calc(dt('autocomplete.padding.y') / 2);
        border-radius: dt('autocomplete.chip.border.radius');
    }

    .p-autocomplete-input-multiple:has(.p-autocomplete-chip) {
        padding-inline-start: calc(dt('autocomplete.padding.y') / 2);
        padding-inline-end: calc(dt('autocomplete.padding.y') / 2);
    }

    .p-autocomplete-chip-item.p-focus .p-autocomplete-chip {
        background: dt('autocomplete.chip.focus.background');
        color: dt('autocomplete.chip.focus.color');
    }

    .p-autocomplete-input-chip {
        flex: 1 1 auto;
        display: inline-flex;
        padding-block-start: calc(dt('autocomplete.padding.y') / 2);
        padding-block-end: calc(dt('autocomplete.padding.y') / 2);
    }

    .p-autocomplete-input-chip input {
        border: 0 none;
        outline: 0 none;
        background: transparent;
        margin: 0;
        padding: 0;
        box-shadow: none;
        border-radius: 0;
        width: 100%;
        font-family: inherit;
        font-feature-settings: inherit;
        font-size: 1rem;
        color: inherit;
    }

    .p-autocomplete-input-chip input::placeholder {
        color: dt('autocomplete.placeholder.color');
    }

    .p-autocomplete.p-invalid .p-autocomplete-input-chip input::placeholder {
        color: dt('autocomplete.invalid.placeholder.color');
    }

    .p-autocomplete-empty-message {
        padding: dt('autocomplete.empty.message.padding');
    }

    .p-autocomplete-fluid {
        display: flex;
    }

    .p-autocomplete-fluid:has(.p-autocomplete-dropdown) .p-autocomplete-input {
        width: 1%;
    }

    .p-autocomplete:has(.p-inputtext-sm) .p-autocomplete-dropdown {
        width: dt('autocomplete.dropdown.sm.width');
    }

    .p-autocomplete:has(.p-inputtext-sm) .p-autocomplete-dropdown .p-icon {
        font-size: dt('form.field.sm.font.size');
        width: dt('form.field.sm.font.size');
        height: dt('form.field.sm.font.size');
    }

    .p-autocomplete:has(.p-inputtext-lg) .p-autocomplete-dropdown {
        width: dt('autocomplete.dropdown.lg.width');
    }

    .p-autocomplete:has(.p-inputtext-lg) .p-autocomplete-dropdown .p-icon {
        font-size: dt('form.field.lg.font.size');
        width: dt('form.field.lg.font.size');
        height: dt('form.field.lg.font.size');
    }

    .p-autocomplete-clear-icon {
        position: absolute;
        top: 50%;
        margin-top: -0.5rem;
        cursor: pointer;
        color: dt('form.field.icon.color');
        inset-inline-end: dt('autocomplete.padding.x');
    }

    .p-autocomplete:has(.p-autocomplete-dropdown) .p-autocomplete-clear-icon {
        inset-inline-end: calc(dt('autocomplete.padding.x') + dt('autocomplete.dropdown.width'));
    }

    .p-autocomplete:has(.p-autocomplete-clear-icon) .p-autocomplete-input {
        padding-inline-end: calc((dt('form.field.padding.x') * 2) + dt('icon.size'));
    }

    .p-inputgroup .p-autocomplete-dropdown {
        border-radius: 0;
    }

    .p-inputgroup > .p-autocomplete:last-child:has(.p-autocomplete-dropdown) > .p-autocomplete-input {
        border-start-end-radius: 0;
        border-end-end-radius: 0;
    }

    .p-inputgroup > .p-autocomplete:last-child .p-autocomplete-dropdown {
        border-start-end-radius: dt('autocomplete.dropdown.border.radius');
        border-end-end-radius: dt('autocomplete.dropdown.border.radius');
    }
`,Po={root:{position:"relative"}},Fo={root:function(t){var n=t.instance;return["p-autocomplete p-component p-inputwrapper",{"p-invalid":n.$invalid,"p-focus":n.focused,"p-inputwrapper-filled":n.$filled||ce(n.inputValue),"p-inputwrapper-focus":n.focused,"p-autocomplete-open":n.overlayVisible,"p-autocomplete-fluid":n.$fluid,"p-autocomplete-clearable":n.isClearIconVisible}]},pcInputText:"p-autocomplete-input",inputMultiple:function(t){var n=t.instance,o=t.props;return["p-autocomplete-input-multiple",{"p-variant-filled":n.$variant==="filled","p-disabled":o.disabled}]},clearIcon:"p-autocomplete-clear-icon",chipItem:function(t){var n=t.instance,o=t.i;return["p-autocomplete-chip-item",{"p-focus":n.focusedMultipleOptionIndex===o}]},pcChip:"p-autocomplete-chip",chipIcon:"p-autocomplete-chip-icon",inputChip:"p-autocomplete-input-chip",loader:"p-autocomplete-loader",dropdown:"p-autocomplete-dropdown",overlay:"p-autocomplete-overlay p-component",listContainer:"p-autocomplete-list-container",list:"p-autocomplete-list",optionGroup:"p-autocomplete-option-group",option:function(t){var n=t.instance,o=t.option,l=t.i,i=t.getItemOptions;return["p-autocomplete-option",{"p-autocomplete-option-selected":n.isSelected(o),"p-focus":n.focusedOptionIndex===n.getOptionIndex(l,i),"p-disabled":n.isOptionDisabled(o)}]},emptyMessage:"p-autocomplete-empty-message"},Ko=ue.extend({name:"autocomplete",style:Ao,classes:Fo,inlineStyles:Po}),Do={name:"BaseAutoComplete",extends:We,props:{suggestions:{type:Array,default:null},optionLabel:null,optionDisabled:null,optionGroupLabel:null,optionGroupChildren:null,scrollHeight:{type:String,default:"14rem"},dropdown:{type:Boolean,default:!1},dropdownMode:{type:String,default:"blank"},multiple:{type:Boolean,default:!1},loading:{type:Boolean,default:!1},placeholder:{type:String,default:null},dataKey:{type:String,default:null},minLength:{type:Number,default:1},delay:{type:Number,default:300},appendTo:{type:[String,Object],default:"body"},forceSelection:{type:Boolean,default:!1},completeOnFocus:{type:Boolean,default:!1},showClear:{type:Boolean,default:!1},inputId:{type:String,default:null},inputStyle:{type:Object,default:null},inputClass:{type:[String,Object],default:null},panelStyle:{type:Object,default:null},panelClass:{type:[String,Object],default:null},overlayStyle:{type:Object,default:null},overlayClass:{type:[String,Object],default:null},dropdownIcon:{type:String,default:null},dropdownClass:{type:[String,Object],default:null},loader:{type:String,default:null},loadingIcon:{type:String,default:null},removeTokenIcon:{type:String,default:null},chipIcon:{type:String,default:null},virtualScrollerOptions:{type:Object,default:null},autoOptionFocus:{type:Boolean,default:!1},selectOnFocus:{type:Boolean,default:!1},focusOnHover:{type:Boolean,default:!0},searchLocale:{type:String,default:void 0},searchMessage:{type:String,default:null},selectionMessage:{type:String,default:null},emptySelectionMessage:{type:String,default:null},emptySearchMessage:{type:String,default:null},showEmptyMessage:{type:Boolean,default:!0},tabindex:{type:Number,default:0},typeahead:{type:Boolean,default:!0},ariaLabel:{type:String,default:null},ariaLabelledby:{type:String,default:null}},style:Ko,provide:function(){return{$pcAutoComplete:this,$parentInstance:this}}};function Ct(e,t,n){return(t=Eo(t))in e?Object.defineProperty(e,t,{value:n,enumerable:!0,configurable:!0,writable:!0}):e[t]=n,e}function Eo(e){var t=Bo(e,"string");return ge(t)=="symbol"?t:t+""}function Bo(e,t){if(ge(e)!="object"||!e)return e;var n=e[Symbol.toPrimitive];if(n!==void 0){var o=n.call(e,t);if(ge(o)!="object")return o;throw new TypeError("@@toPrimitive must return a primitive value.")}return(t==="string"?String:Number)(e)}function ge(e){"@babel/helpers - typeof";return ge=typeof Symbol=="function"&&typeof Symbol.iterator=="symbol"?function(t){return typeof t}:function(t){return t&&typeof Symbol=="function"&&t.constructor===Symbol&&t!==Symbol.prototype?"symbol":typeof t},ge(e)}function He(e){return No(e)||Ho(e)||jo(e)||Ro()}function Ro(){throw new TypeError(`Invalid attempt to spread non-iterable instance.
In order to be iterable, non-array objects must have a [Symbol.iterator]() method.`)}function jo(e,t){if(e){if(typeof e=="string")return lt(e,t);var n={}.toString.call(e).slice(8,-1);return n==="Object"&&e.constructor&&(n=e.constructor.name),n==="Map"||n==="Set"?Array.from(e):n==="Arguments"||/^(?:Ui|I)nt(?:8|16|32)(?:Clamped)?Array$/.test(n)?lt(e,t):void 0}}function Ho(e){if(typeof Symbol<"u"&&e[Symbol.iterator]!=null||e["@@iterator"]!=null)return Array.from(e)}function No(e){if(Array.isArray(e))return lt(e)}function lt(e,t){(t==null||t>e.length)&&(t=e.length);for(var n=0,o=Array(t);n<t;n++)o[n]=e[n];return o}var tn={name:"AutoComplete",extends:Do,inheritAttrs:!1,emits:["change","focus","blur","item-select","item-unselect","option-select","option-unselect","dropdown-click","clear","complete","before-show","before-hide","show","hide"],inject:{$pcFluid:{default:null}},outsideClickListener:null,resizeListener:null,scrollHandler:null,overlay:null,virtualScroller:null,searchTimeout:null,dirty:!1,startRangeIndex:-1,data:function(){return{clicked:!1,focused:!1,focusedOptionIndex:-1,focusedMultipleOptionIndex:-1,overlayVisible:!1,searching:!1}},watch:{suggestions:function(){this.searching&&(this.show(),this.focusedOptionIndex=this.overlayVisible&&this.autoOptionFocus?this.findFirstFocusedOptionIndex():-1,this.searching=!1,!this.showEmptyMessage&&this.visibleOptions.length===0&&this.hide()),this.autoUpdateModel()}},mounted:function(){this.autoUpdateModel()},updated:function(){this.overlayVisible&&this.alignOverlay()},beforeUnmount:function(){this.unbindOutsideClickListener(),this.unbindResizeListener(),this.scrollHandler&&(this.scrollHandler.destroy(),this.scrollHandler=null),this.overlay&&(be.clear(this.overlay),this.overlay=null)},methods:{getOptionIndex:function(t,n){return this.virtualScrollerDisabled?t:n&&n(t).index},getOptionLabel:function(t){return this.optionLabel?ae(t,this.optionLabel):t},getOptionValue:function(t){return t},getOptionRenderKey:function(t,n){return(this.dataKey?ae(t,this.dataKey):this.getOptionLabel(t))+"_"+n},getPTOptions:function(t,n,o,l){return this.ptm(l,{context:{option:t,index:o,selected:this.isSelected(t),focused:this.focusedOptionIndex===this.getOptionIndex(o,n),disabled:this.isOptionDisabled(t)}})},isOptionDisabled:function(t){return this.optionDisabled?ae(t,this.optionDisabled):!1},isOptionGroup:function(t){return this.optionGroupLabel&&t.optionGroup&&t.group},getOptionGroupLabel:function(t){return ae(t,this.optionGroupLabel)},getOptionGroupChildren:function(t){return ae(t,this.optionGroupChildren)},getAriaPosInset:function(t){var n=this;return(this.optionGroupLabel?t-this.visibleOptions.slice(0,t).filter(function(o){return n.isOptionGroup(o)}).length:t)+1},show:function(t){this.$emit("before-show"),this.dirty=!0,this.overlayVisible=!0,this.focusedOptionIndex=this.focusedOptionIndex!==-1?this.focusedOptionIndex:this.autoOptionFocus?this.findFirstFocusedOptionIndex():-1,t&&Z(this.multiple?this.$refs.focusInput:this.$refs.focusInput.$el)},hide:function(t){var n=this,o=function(){var i;n.$emit("before-hide"),n.dirty=t,n.overlayVisible=!1,n.clicked=!1,n.focusedOptionIndex=-1,t&&Z(n.multiple?n.$refs.focusInput:(i=n.$refs.focusInput)===null||i===void 0?void 0:i.$el)};setTimeout(function(){o()},0)},onFocus:function(t){this.disabled||(!this.dirty&&this.completeOnFocus&&this.search(t,t.target.value,"focus"),this.dirty=!0,this.focused=!0,this.overlayVisible&&(this.focusedOptionIndex=this.focusedOptionIndex!==-1?this.focusedOptionIndex:this.overlayVisible&&this.autoOptionFocus?this.findFirstFocusedOptionIndex():-1,this.scrollInView(this.focusedOptionIndex)),this.$emit("focus",t))},onBlur:function(t){var n,o;this.dirty=!1,this.focused=!1,this.focusedOptionIndex=-1,this.$emit("blur",t),(n=(o=this.formField).onBlur)===null||n===void 0||n.call(o)},onKeyDown:function(t){if(this.disabled){t.preventDefault();return}switch(t.code){case"ArrowDown":this.onArrowDownKey(t);break;case"ArrowUp":this.onArrowUpKey(t);break;case"ArrowLeft":this.onArrowLeftKey(t);break;case"ArrowRight":this.onArrowRightKey(t);break;case"Home":this.onHomeKey(t);break;case"End":this.onEndKey(t);break;case"PageDown":this.onPageDownKey(t);break;case"PageUp":this.onPageUpKey(t);break;case"Enter":case"NumpadEnter":this.onEnterKey(t);break;case"Space":this.onSpaceKey(t);break;case"Escape":this.onEscapeKey(t);break;case"Tab":this.onTabKey(t);break;case"ShiftLeft":case"ShiftRight":this.onShiftKey(t);break;case"Backspace":this.onBackspaceKey(t);break}this.clicked=!1},onInput:function(t){var n=this;if(this.typeahead){this.searchTimeout&&clearTimeout(this.searchTimeout);var o=t.target.value;this.multiple||this.updateModel(t,o),o.length===0?(this.searching=!1,this.hide(),this.$emit("clear")):o.length>=this.minLength?(this.focusedOptionIndex=-1,this.searchTimeout=setTimeout(function(){n.search(t,o,"input")},this.delay)):(this.searching=!1,this.hide())}},onChange:function(t){var n=this;if(this.forceSelection){var o=!1;if(this.visibleOptions&&!this.multiple){var l,i=this.multiple?this.$refs.focusInput.value:(l=this.$refs.focusInput)===null||l===void 0||(l=l.$el)===null||l===void 0?void 0:l.value,s=this.visibleOptions.find(function(y){return n.isOptionMatched(y,i||"")});s!==void 0&&(o=!0,!this.isSelected(s)&&this.onOptionSelect(t,s))}if(!o){if(this.multiple)this.$refs.focusInput.value="";else{var c,d=(c=this.$refs.focusInput)===null||c===void 0?void 0:c.$el;d&&(d.value="")}this.$emit("clear"),!this.multiple&&this.updateModel(t,null)}}},onMultipleContainerFocus:function(){this.disabled||(this.focused=!0)},onMultipleContainerBlur:function(){this.focusedMultipleOptionIndex=-1,this.focused=!1},onMultipleContainerKeyDown:function(t){if(this.disabled){t.preventDefault();return}switch(t.code){case"ArrowLeft":this.onArrowLeftKeyOnMultiple(t);break;case"ArrowRight":this.onArrowRightKeyOnMultiple(t);break;case"Backspace":this.onBackspaceKeyOnMultiple(t);break}},onContainerClick:function(t){this.clicked=!0,!(this.disabled||this.searching||this.loading||this.isDropdownClicked(t))&&(!this.overlay||!this.overlay.contains(t.target))&&Z(this.multiple?this.$refs.focusInput:this.$refs.focusInput.$el)},onDropdownClick:function(t){var n=void 0;if(this.overlayVisible)this.hide(!0);else{var o=this.multiple?this.$refs.focusInput:this.$refs.focusInput.$el;Z(o),n=o.value,this.dropdownMode==="blank"?this.search(t,"","dropdown"):this.dropdownMode==="current"&&this.search(t,n,"dropdown")}this.$emit("dropdown-click",{originalEvent:t,query:n})},onOptionSelect:function(t,n){var o=arguments.length>2&&arguments[2]!==void 0?arguments[2]:!0,l=this.getOptionValue(n);this.multiple?(this.$refs.focusInput.value="",this.isSelected(n)||this.updateModel(t,[].concat(He(this.d_value||[]),[l]))):this.updateModel(t,l),this.$emit("item-select",{originalEvent:t,value:n}),this.$emit("option-select",{originalEvent:t,value:n}),o&&this.hide(!0)},onOptionMouseMove:function(t,n){this.focusOnHover&&this.changeFocusedOptionIndex(t,n)},onOptionSelectRange:function(t){var n=this,o=arguments.length>1&&arguments[1]!==void 0?arguments[1]:-1,l=arguments.length>2&&arguments[2]!==void 0?arguments[2]:-1;if(o===-1&&(o=this.findNearestSelectedOptionIndex(l,!0)),l===-1&&(l=this.findNearestSelectedOptionIndex(o)),o!==-1&&l!==-1){var i=Math.min(o,l),s=Math.max(o,l),c=this.visibleOptions.slice(i,s+1).filter(function(d){return n.isValidOption(d)}).filter(function(d){return!n.isSelected(d)}).map(function(d){return n.getOptionValue(d)});this.updateModel(t,[].concat(He(this.d_value||[]),He(c)))}},onClearClick:function(t){this.updateModel(t,null),this.$emit("clear")},onOverlayClick:function(t){Bt.emit("overlay-click",{originalEvent:t,target:this.$el})},onOverlayKeyDown:function(t){t.code==="Escape"&&this.onEscapeKey(t)},onArrowDownKey:function(t){if(this.overlayVisible){var n=this.focusedOptionIndex!==-1?this.findNextOptionIndex(this.focusedOptionIndex):this.clicked?this.findFirstOptionIndex():this.findFirstFocusedOptionIndex();this.multiple&&t.shiftKey&&this.onOptionSelectRange(t,this.startRangeIndex,n),this.changeFocusedOptionIndex(t,n),t.preventDefault()}},onArrowUpKey:function(t){if(this.overlayVisible)if(t.altKey)this.focusedOptionIndex!==-1&&this.onOptionSelect(t,this.visibleOptions[this.focusedOptionIndex]),this.overlayVisible&&this.hide(),t.preventDefault();else{var n=this.focusedOptionIndex!==-1?this.findPrevOptionIndex(this.focusedOptionIndex):this.clicked?this.findLastOptionIndex():this.findLastFocusedOptionIndex();this.multiple&&t.shiftKey&&this.onOptionSelectRange(t,n,this.startRangeIndex),this.changeFocusedOptionIndex(t,n),t.preventDefault()}},onArrowLeftKey:function(t){var n=t.currentTarget;this.focusedOptionIndex=-1,this.multiple&&(gn(n.value)&&this.$filled?(Z(this.$refs.multiContainer),this.focusedMultipleOptionIndex=this.d_value.length):t.stopPropagation())},onArrowRightKey:function(t){this.focusedOptionIndex=-1,this.multiple&&t.stopPropagation()},onHomeKey:function(t){var n=t.currentTarget,o=n.value.length,l=t.metaKey||t.ctrlKey,i=this.findFirstOptionIndex();this.multiple&&t.shiftKey&&l&&this.onOptionSelectRange(t,i,this.startRangeIndex),n.setSelectionRange(0,t.shiftKey?o:0),this.focusedOptionIndex=-1,t.preventDefault()},onEndKey:function(t){var n=t.currentTarget,o=n.value.length,l=t.metaKey||t.ctrlKey,i=this.findLastOptionIndex();this.multiple&&t.shiftKey&&l&&this.onOptionSelectRange(t,this.startRangeIndex,i),n.setSelectionRange(t.shiftKey?0:o,o),this.focusedOptionIndex=-1,t.preventDefault()},onPageUpKey:function(t){this.scrollInView(0),t.preventDefault()},onPageDownKey:function(t){this.scrollInView(this.visibleOptions.length-1),t.preventDefault()},onEnterKey:function(t){this.typeahead?this.overlayVisible?(this.focusedOptionIndex!==-1&&(this.multiple&&t.shiftKey?this.onOptionSelectRange(t,this.focusedOptionIndex):this.onOptionSelect(t,this.visibleOptions[this.focusedOptionIndex]),t.preventDefault()),this.hide()):(this.focusedOptionIndex=-1,this.onArrowDownKey(t)):this.multiple&&(t.target.value.trim()&&(this.updateModel(t,[].concat(He(this.d_value||[]),[t.target.value.trim()])),this.$refs.focusInput.value=""),t.preventDefault())},onSpaceKey:function(t){!this.autoOptionFocus&&this.focusedOptionIndex!==-1&&this.onEnterKey(t)},onEscapeKey:function(t){this.overlayVisible&&this.hide(!0),t.preventDefault()},onTabKey:function(t){this.focusedOptionIndex!==-1&&this.onOptionSelect(t,this.visibleOptions[this.focusedOptionIndex]),this.overlayVisible&&this.hide()},onShiftKey:function(){this.startRangeIndex=this.focusedOptionIndex},onBackspaceKey:function(t){if(this.multiple){if(ce(this.d_value)&&!this.$refs.focusInput.value){var n=this.d_value[this.d_value.length-1],o=this.d_value.slice(0,-1);this.writeValue(o,t),this.$emit("item-unselect",{originalEvent:t,value:n}),this.$emit("option-unselect",{originalEvent:t,value:n})}t.stopPropagation()}},onArrowLeftKeyOnMultiple:function(){this.focusedMultipleOptionIndex=this.focusedMultipleOptionIndex<1?0:this.focusedMultipleOptionIndex-1},onArrowRightKeyOnMultiple:function(){this.focusedMultipleOptionIndex++,this.focusedMultipleOptionIndex>this.d_value.length-1&&(this.focusedMultipleOptionIndex=-1,Z(this.$refs.focusInput))},onBackspaceKeyOnMultiple:function(t){this.focusedMultipleOptionIndex!==-1&&this.removeOption(t,this.focusedMultipleOptionIndex)},onOverlayEnter:function(t){be.set("overlay",t,this.$primevue.config.zIndex.overlay),Et(t,{position:"absolute",top:"0"}),this.alignOverlay(),this.$attrSelector&&t.setAttribute(this.$attrSelector,"")},onOverlayAfterEnter:function(){this.bindOutsideClickListener(),this.bindScrollListener(),this.bindResizeListener(),this.$emit("show")},onOverlayLeave:function(t){t.style.pointerEvents="none",this.unbindOutsideClickListener(),this.unbindScrollListener(),this.unbindResizeListener(),this.$emit("hide"),this.overlay=null},onOverlayAfterLeave:function(t){be.clear(t)},alignOverlay:function(){var t=this.multiple?this.$refs.multiContainer:this.$refs.focusInput.$el;this.appendTo==="self"?Ft(this.overlay,t):(this.overlay.style.minWidth=Kt(t)+"px",Dt(this.overlay,t))},bindOutsideClickListener:function(){var t=this;this.outsideClickListener||(this.outsideClickListener=function(n){t.overlayVisible&&t.overlay&&t.isOutsideClicked(n)&&t.hide()},document.addEventListener("click",this.outsideClickListener,!0))},unbindOutsideClickListener:function(){this.outsideClickListener&&(document.removeEventListener("click",this.outsideClickListener,!0),this.outsideClickListener=null)},bindScrollListener:function(){var t=this;this.scrollHandler||(this.scrollHandler=new Pt(this.$refs.container,function(){t.overlayVisible&&t.hide()})),this.scrollHandler.bindScrollListener()},unbindScrollListener:function(){this.scrollHandler&&this.scrollHandler.unbindScrollListener()},bindResizeListener:function(){var t=this;this.resizeListener||(this.resizeListener=function(){t.overlayVisible&&!At()&&t.hide()},window.addEventListener("resize",this.resizeListener))},unbindResizeListener:function(){this.resizeListener&&(window.removeEventListener("resize",this.resizeListener),this.resizeListener=null)},isOutsideClicked:function(t){return!this.overlay.contains(t.target)&&!this.isInputClicked(t)&&!this.isDropdownClicked(t)},isInputClicked:function(t){return this.multiple?t.target===this.$refs.multiContainer||this.$refs.multiContainer.contains(t.target):t.target===this.$refs.focusInput.$el},isDropdownClicked:function(t){return this.$refs.dropdownButton?t.target===this.$refs.dropdownButton||this.$refs.dropdownButton.contains(t.target):!1},isOptionMatched:function(t,n){var o;return this.isValidOption(t)&&((o=this.getOptionLabel(t))===null||o===void 0?void 0:o.toLocaleLowerCase(this.searchLocale))===n.toLocaleLowerCase(this.searchLocale)},isValidOption:function(t){return ce(t)&&!(this.isOptionDisabled(t)||this.isOptionGroup(t))},isValidSelectedOption:function(t){return this.isValidOption(t)&&this.isSelected(t)},isEquals:function(t,n){return dt(t,n,this.equalityKey)},isSelected:function(t){var n=this,o=this.getOptionValue(t);return this.multiple?(this.d_value||[]).some(function(l){return n.isEquals(l,o)}):this.isEquals(this.d_value,this.getOptionValue(t))},findFirstOptionIndex:function(){var t=this;return this.visibleOptions.findIndex(function(n){return t.isValidOption(n)})},findLastOptionIndex:function(){var t=this;return Ve(this.visibleOptions,function(n){return t.isValidOption(n)})},findNextOptionIndex:function(t){var n=this,o=t<this.visibleOptions.length-1?this.visibleOptions.slice(t+1).findIndex(function(l){return n.isValidOption(l)}):-1;return o>-1?o+t+1:t},findPrevOptionIndex:function(t){var n=this,o=t>0?Ve(this.visibleOptions.slice(0,t),function(l){return n.isValidOption(l)}):-1;return o>-1?o:t},findSelectedOptionIndex:function(){var t=this;return this.$filled?this.visibleOptions.findIndex(function(n){return t.isValidSelectedOption(n)}):-1},findFirstFocusedOptionIndex:function(){var t=this.findSelectedOptionIndex();return t<0?this.findFirstOptionIndex():t},findLastFocusedOptionIndex:function(){var t=this.findSelectedOptionIndex();return t<0?this.findLastOptionIndex():t},search:function(t,n,o){n!=null&&(o==="input"&&n.trim().length===0||(this.searching=!0,this.$emit("complete",{originalEvent:t,query:n})))},removeOption:function(t,n){var o=this,l=this.d_value[n],i=this.d_value.filter(function(s,c){return c!==n}).map(function(s){return o.getOptionValue(s)});this.updateModel(t,i),this.$emit("item-unselect",{originalEvent:t,value:l}),this.$emit("option-unselect",{originalEvent:t,value:l}),this.dirty=!0,Z(this.multiple?this.$refs.focusInput:this.$refs.focusInput.$el)},changeFocusedOptionIndex:function(t,n){this.focusedOptionIndex!==n&&(this.focusedOptionIndex=n,this.scrollInView(),this.selectOnFocus&&this.onOptionSelect(t,this.visibleOptions[n],!1))},scrollInView:function(){var t=this,n=arguments.length>0&&arguments[0]!==void 0?arguments[0]:-1;this.$nextTick(function(){var o=n!==-1?"".concat(t.$id,"_").concat(n):t.focusedOptionId,l=st(t.list,'li[id="'.concat(o,'"]'));l?l.scrollIntoView&&l.scrollIntoView({block:"nearest",inline:"start"}):t.virtualScrollerDisabled||t.virtualScroller&&t.virtualScroller.scrollToIndex(n!==-1?n:t.focusedOptionIndex)})},autoUpdateModel:function(){this.selectOnFocus&&this.autoOptionFocus&&!this.$filled&&(this.focusedOptionIndex=this.findFirstFocusedOptionIndex(),this.onOptionSelect(null,this.visibleOptions[this.focusedOptionIndex],!1))},updateModel:function(t,n){this.writeValue(n,t),this.$emit("change",{originalEvent:t,value:n})},flatOptions:function(t){var n=this;return(t||[]).reduce(function(o,l,i){o.push({optionGroup:l,group:!0,index:i});var s=n.getOptionGroupChildren(l);return s&&s.forEach(function(c){return o.push(c)}),o},[])},overlayRef:function(t){this.overlay=t},listRef:function(t,n){this.list=t,n&&n(t)},virtualScrollerRef:function(t){this.virtualScroller=t},findNextSelectedOptionIndex:function(t){var n=this,o=this.$filled&&t<this.visibleOptions.length-1?this.visibleOptions.slice(t+1).findIndex(function(l){return n.isValidSelectedOption(l)}):-1;return o>-1?o+t+1:-1},findPrevSelectedOptionIndex:function(t){var n=this,o=this.$filled&&t>0?Ve(this.visibleOptions.slice(0,t),function(l){return n.isValidSelectedOption(l)}):-1;return o>-1?o:-1},findNearestSelectedOptionIndex:function(t){var n=arguments.length>1&&arguments[1]!==void 0?arguments[1]:!1,o=-1;return this.$filled&&(n?(o=this.findPrevSelectedOptionIndex(t),o=o===-1?this.findNextSelectedOptionIndex(t):o):(o=this.findNextSelectedOptionIndex(t),o=o===-1?this.findPrevSelectedOptionIndex(t):o)),o>-1?o:t}},computed:{visibleOptions:function(){return this.optionGroupLabel?this.flatOptions(this.suggestions):this.suggestions||[]},inputValue:function(){if(this.$filled)if(ge(this.d_value)==="object"){var t=this.getOptionLabel(this.d_value);return t??this.d_value}else return this.d_value;else return""},hasSelectedOption:function(){return this.$filled},equalityKey:function(){return this.dataKey},searchResultMessageText:function(){return ce(this.visibleOptions)&&this.overlayVisible?this.searchMessageText.replaceAll("{0}",this.visibleOptions.length):this.emptySearchMessageText},searchMessageText:function(){return this.searchMessage||this.$primevue.config.locale.searchMessage||""},emptySearchMessageText:function(){return this.emptySearchMessage||this.$primevue.config.locale.emptySearchMessage||""},selectionMessageText:function(){return this.selectionMessage||this.$primevue.config.locale.selectionMessage||""},emptySelectionMessageText:function(){return this.emptySelectionMessage||this.$primevue.config.locale.emptySelectionMessage||""},selectedMessageText:function(){return this.$filled?this.selectionMessageText.replaceAll("{0}",this.multiple?this.d_value.length:"1"):this.emptySelectionMessageText},listAriaLabel:function(){return this.$primevue.config.locale.aria?this.$primevue.config.locale.aria.listLabel:void 0},focusedOptionId:function(){return this.focusedOptionIndex!==-1?"".concat(this.$id,"_").concat(this.focusedOptionIndex):null},focusedMultipleOptionId:function(){return this.focusedMultipleOptionIndex!==-1?"".concat(this.$id,"_multiple_option_").concat(this.focusedMultipleOptionIndex):null},isClearIconVisible:function(){return this.showClear&&this.$filled&&!this.disabled&&!this.loading},ariaSetSize:function(){var t=this;return this.visibleOptions.filter(function(n){return!t.isOptionGroup(n)}).length},virtualScrollerDisabled:function(){return!this.virtualScrollerOptions},panelId:function(){return this.$id+"_panel"},containerDataP:function(){return se({fluid:this.$fluid})},overlayDataP:function(){return se(Ct({},"portal-"+this.appendTo,"portal-"+this.appendTo))},inputMultipleDataP:function(){return se(Ct({invalid:this.$invalid,disabled:this.disabled,focus:this.focused,fluid:this.$fluid,filled:this.$variant==="filled",empty:!this.$filled},this.size,this.size))}},components:{InputText:ee,VirtualScroller:pt,Portal:Mt,Chip:en,ChevronDownIcon:ct,SpinnerIcon:rt,TimesIcon:zt},directives:{ripple:Tt}};function Ee(e){"@babel/helpers - typeof";return Ee=typeof Symbol=="function"&&typeof Symbol.iterator=="symbol"?function(t){return typeof t}:function(t){return t&&typeof Symbol=="function"&&t.constructor===Symbol&&t!==Symbol.prototype?"symbol":typeof t},Ee(e)}function xt(e,t){var n=Object.keys(e);if(Object.getOwnPropertySymbols){var o=Object.getOwnPropertySymbols(e);t&&(o=o.filter(function(l){return Object.getOwnPropertyDescriptor(e,l).enumerable})),n.push.apply(n,o)}return n}function Lt(e){for(var t=1;t<arguments.length;t++){var n=arguments[t]!=null?arguments[t]:{};t%2?xt(Object(n),!0).forEach(function(o){Uo(e,o,n[o])}):Object.getOwnPropertyDescriptors?Object.defineProperties(e,Object.getOwnPropertyDescriptors(n)):xt(Object(n)).forEach(function(o){Object.defineProperty(e,o,Object.getOwnPropertyDescriptor(n,o))})}return e}function Uo(e,t,n){return(t=Go(t))in e?Object.defineProperty(e,t,{value:n,enumerable:!0,configurable:!0,writable:!0}):e[t]=n,e}function Go(e){var t=qo(e,"string");return Ee(t)=="symbol"?t:t+""}function qo(e,t){if(Ee(e)!="object"||!e)return e;var n=e[Symbol.toPrimitive];if(n!==void 0){var o=n.call(e,t);if(Ee(o)!="object")return o;throw new TypeError("@@toPrimitive must return a primitive value.")}return(t==="string"?String:Number)(e)}var Wo=["data-p"],Jo=["aria-activedescendant","data-p-has-dropdown","data-p"],Yo=["id","aria-label","aria-setsize","aria-posinset"],Zo=["id","placeholder","tabindex","disabled","aria-label","aria-labelledby","aria-expanded","aria-controls","aria-activedescendant","aria-invalid"],Xo=["data-p-has-dropdown"],Qo=["disabled","aria-expanded","aria-controls"],_o=["id","data-p"],el=["id","aria-label"],tl=["id"],nl=["id","aria-label","aria-selected","aria-disabled","aria-setsize","aria-posinset","onClick","onMousemove","data-p-selected","data-p-focused","data-p-disabled"];function il(e,t,n,o,l,i){var s=q("InputText"),c=q("TimesIcon"),d=q("Chip"),y=q("SpinnerIcon"),b=q("VirtualScroller"),C=q("Portal"),m=Rt("ripple");return r(),f("div",w({ref:"container",class:e.cx("root"),style:e.sx("root"),onClick:t[11]||(t[11]=function(){return i.onContainerClick&&i.onContainerClick.apply(i,arguments)}),"data-p":i.containerDataP},e.ptmi("root")),[e.multiple?I("",!0):(r(),z(s,{key:0,ref:"focusInput",id:e.inputId,type:"text",name:e.$formName,class:X([e.cx("pcInputText"),e.inputClass]),style:wn(e.inputStyle),defaultValue:i.inputValue,placeholder:e.placeholder,tabindex:e.disabled?-1:e.tabindex,fluid:e.$fluid,disabled:e.disabled,size:e.size,invalid:e.invalid,variant:e.variant,autocomplete:"off",role:"combobox","aria-label":e.ariaLabel,"aria-labelledby":e.ariaLabelledby,"aria-haspopup":"listbox","aria-autocomplete":"list","aria-expanded":l.overlayVisible,"aria-controls":l.overlayVisible?i.panelId:void 0,"aria-activedescendant":l.focused?i.focusedOptionId:void 0,onFocus:i.onFocus,onBlur:i.onBlur,onKeydown:i.onKeyDown,onInput:i.onInput,onChange:i.onChange,unstyled:e.unstyled,"data-p-has-dropdown":e.dropdown,pt:e.ptm("pcInputText")},null,8,["id","name","class","style","defaultValue","placeholder","tabindex","fluid","disabled","size","invalid","variant","aria-label","aria-labelledby","aria-expanded","aria-controls","aria-activedescendant","onFocus","onBlur","onKeydown","onInput","onChange","unstyled","data-p-has-dropdown","pt"])),i.isClearIconVisible?A(e.$slots,"clearicon",{key:1,class:X(e.cx("clearIcon")),clearCallback:i.onClearClick},function(){return[M(c,w({class:[e.cx("clearIcon")],onClick:i.onClearClick},e.ptm("clearIcon")),null,16,["class","onClick"])]}):I("",!0),e.multiple?(r(),f("ul",w({key:2,ref:"multiContainer",class:e.cx("inputMultiple"),tabindex:"-1",role:"listbox","aria-orientation":"horizontal","aria-activedescendant":l.focused?i.focusedMultipleOptionId:void 0,onFocus:t[5]||(t[5]=function(){return i.onMultipleContainerFocus&&i.onMultipleContainerFocus.apply(i,arguments)}),onBlur:t[6]||(t[6]=function(){return i.onMultipleContainerBlur&&i.onMultipleContainerBlur.apply(i,arguments)}),onKeydown:t[7]||(t[7]=function(){return i.onMultipleContainerKeyDown&&i.onMultipleContainerKeyDown.apply(i,arguments)}),"data-p-has-dropdown":e.dropdown,"data-p":i.inputMultipleDataP},e.ptm("inputMultiple")),[(r(!0),f(D,null,J(e.d_value,function(O,S){return r(),f("li",w({key:"".concat(S,"_").concat(i.getOptionLabel(O)),id:e.$id+"_multiple_option_"+S,class:e.cx("chipItem",{i:S}),role:"option","aria-label":i.getOptionLabel(O),"aria-selected":!0,"aria-setsize":e.d_value.length,"aria-posinset":S+1},{ref_for:!0},e.ptm("chipItem")),[A(e.$slots,"chip",w({class:e.cx("pcChip"),value:O,index:S,removeCallback:function(g){return i.removeOption(g,S)}},{ref_for:!0},e.ptm("pcChip")),function(){return[M(d,{class:X(e.cx("pcChip")),label:i.getOptionLabel(O),removeIcon:e.chipIcon||e.removeTokenIcon,removable:"",unstyled:e.unstyled,onRemove:function(g){return i.removeOption(g,S)},"data-p-focused":l.focusedMultipleOptionIndex===S,pt:e.ptm("pcChip")},{removeicon:R(function(){return[A(e.$slots,e.$slots.chipicon?"chipicon":"removetokenicon",{class:X(e.cx("chipIcon")),index:S,removeCallback:function(g){return i.removeOption(g,S)}})]}),_:2},1032,["class","label","removeIcon","unstyled","onRemove","data-p-focused","pt"])]})],16,Yo)}),128)),h("li",w({class:e.cx("inputChip"),role:"option"},e.ptm("inputChip")),[h("input",w({ref:"focusInput",id:e.inputId,type:"text",style:e.inputStyle,class:e.inputClass,placeholder:e.placeholder,tabindex:e.disabled?-1:e.tabindex,disabled:e.disabled,autocomplete:"off",role:"combobox","aria-label":e.ariaLabel,"aria-labelledby":e.ariaLabelledby,"aria-haspopup":"listbox","aria-autocomplete":"list","aria-expanded":l.overlayVisible,"aria-controls":e.$id+"_list","aria-activedescendant":l.focused?i.focusedOptionId:void 0,"aria-invalid":e.invalid||void 0,onFocus:t[0]||(t[0]=function(){return i.onFocus&&i.onFocus.apply(i,arguments)}),onBlur:t[1]||(t[1]=function(){return i.onBlur&&i.onBlur.apply(i,arguments)}),onKeydown:t[2]||(t[2]=function(){return i.onKeyDown&&i.onKeyDown.apply(i,arguments)}),onInput:t[3]||(t[3]=function(){return i.onInput&&i.onInput.apply(i,arguments)}),onChange:t[4]||(t[4]=function(){return i.onChange&&i.onChange.apply(i,arguments)})},e.ptm("input")),null,16,Zo)],16)],16,Jo)):I("",!0),l.searching||e.loading?A(e.$slots,e.$slots.loader?"loader":"loadingicon",{key:3,class:X(e.cx("loader"))},function(){return[e.loader||e.loadingIcon?(r(),f("i",w({key:0,class:["pi-spin",e.cx("loader"),e.loader,e.loadingIcon],"aria-hidden":"true","data-p-has-dropdown":e.dropdown},e.ptm("loader")),null,16,Xo)):e.loading?(r(),z(y,w({key:1,class:e.cx("loader"),spin:"","aria-hidden":"true","data-p-has-dropdown":e.dropdown},e.ptm("loader")),null,16,["class","data-p-has-dropdown"])):I("",!0)]}):I("",!0),A(e.$slots,e.$slots.dropdown?"dropdown":"dropdownbutton",{toggleCallback:function(S){return i.onDropdownClick(S)}},function(){return[e.dropdown?(r(),f("button",w({key:0,ref:"dropdownButton",type:"button",class:[e.cx("dropdown"),e.dropdownClass],disabled:e.disabled,"aria-haspopup":"listbox","aria-expanded":l.overlayVisible,"aria-controls":i.panelId,onClick:t[8]||(t[8]=function(){return i.onDropdownClick&&i.onDropdownClick.apply(i,arguments)})},e.ptm("dropdown")),[A(e.$slots,"dropdownicon",{class:X(e.dropdownIcon)},function(){return[(r(),z(ye(e.dropdownIcon?"span":"ChevronDownIcon"),w({class:e.dropdownIcon},e.ptm("dropdownIcon")),null,16,["class"]))]})],16,Qo)):I("",!0)]}),e.typeahead?(r(),f("span",w({key:4,role:"status","aria-live":"polite",class:"p-hidden-accessible"},e.ptm("hiddenSearchResult"),{"data-p-hidden-accessible":!0}),x(i.searchResultMessageText),17)):I("",!0),M(C,{appendTo:e.appendTo},{default:R(function(){return[M(jt,w({name:"p-anchored-overlay",onEnter:i.onOverlayEnter,onAfterEnter:i.onOverlayAfterEnter,onLeave:i.onOverlayLeave,onAfterLeave:i.onOverlayAfterLeave},e.ptm("transition")),{default:R(function(){return[l.overlayVisible?(r(),f("div",w({key:0,ref:i.overlayRef,id:i.panelId,class:[e.cx("overlay"),e.panelClass,e.overlayClass],style:Lt(Lt({},e.panelStyle),e.overlayStyle),onClick:t[9]||(t[9]=function(){return i.onOverlayClick&&i.onOverlayClick.apply(i,arguments)}),onKeydown:t[10]||(t[10]=function(){return i.onOverlayKeyDown&&i.onOverlayKeyDown.apply(i,arguments)}),"data-p":i.overlayDataP},e.ptm("overlay")),[A(e.$slots,"header",{value:e.d_value,suggestions:i.visibleOptions}),h("div",w({class:e.cx("listContainer"),style:{"max-height":i.virtualScrollerDisabled?e.scrollHeight:""}},e.ptm("listContainer")),[M(b,w({ref:i.virtualScrollerRef},e.virtualScrollerOptions,{style:{height:e.scrollHeight},items:i.visibleOptions,tabindex:-1,disabled:i.virtualScrollerDisabled,pt:e.ptm("virtualScroller")}),Ht({content:R(function(O){var S=O.styleClass,L=O.contentRef,g=O.items,p=O.getItemOptions,u=O.contentStyle,a=O.itemSize;return[h("ul",w({ref:function(T){return i.listRef(T,L)},id:e.$id+"_list",class:[e.cx("list"),S],style:u,role:"listbox","aria-label":i.listAriaLabel},e.ptm("list")),[(r(!0),f(D,null,J(g,function(v,T){return r(),f(D,{key:i.getOptionRenderKey(v,i.getOptionIndex(T,p))},[i.isOptionGroup(v)?(r(),f("li",w({key:0,id:e.$id+"_"+i.getOptionIndex(T,p),style:{height:a?a+"px":void 0},class:e.cx("optionGroup"),role:"option"},{ref_for:!0},e.ptm("optionGroup")),[A(e.$slots,"optiongroup",{option:v.optionGroup,index:i.getOptionIndex(T,p)},function(){return[le(x(i.getOptionGroupLabel(v.optionGroup)),1)]})],16,tl)):Nt((r(),f("li",w({key:1,id:e.$id+"_"+i.getOptionIndex(T,p),style:{height:a?a+"px":void 0},class:e.cx("option",{option:v,i:T,getItemOptions:p}),role:"option","aria-label":i.getOptionLabel(v),"aria-selected":i.isSelected(v),"aria-disabled":i.isOptionDisabled(v),"aria-setsize":i.ariaSetSize,"aria-posinset":i.getAriaPosInset(i.getOptionIndex(T,p)),onClick:function(F){return i.onOptionSelect(F,v)},onMousemove:function(F){return i.onOptionMouseMove(F,i.getOptionIndex(T,p))},"data-p-selected":i.isSelected(v),"data-p-focused":l.focusedOptionIndex===i.getOptionIndex(T,p),"data-p-disabled":i.isOptionDisabled(v)},{ref_for:!0},i.getPTOptions(v,p,T,"option")),[A(e.$slots,"option",{option:v,index:i.getOptionIndex(T,p)},function(){return[le(x(i.getOptionLabel(v)),1)]})],16,nl)),[[m]])],64)}),128)),e.showEmptyMessage&&(!g||g&&g.length===0)?(r(),f("li",w({key:0,class:e.cx("emptyMessage"),role:"option"},e.ptm("emptyMessage")),[A(e.$slots,"empty",{},function(){return[le(x(i.searchResultMessageText),1)]})],16)):I("",!0)],16,el)]}),_:2},[e.$slots.loader?{name:"loader",fn:R(function(O){var S=O.options;return[A(e.$slots,"loader",{options:S})]}),key:"0"}:void 0]),1040,["style","items","disabled","pt"])],16),A(e.$slots,"footer",{value:e.d_value,suggestions:i.visibleOptions}),h("span",w({role:"status","aria-live":"polite",class:"p-hidden-accessible"},e.ptm("hiddenSelectedMessage"),{"data-p-hidden-accessible":!0}),x(i.selectedMessageText),17)],16,_o)):I("",!0)]}),_:3},16,["onEnter","onAfterEnter","onLeave","onAfterLeave"])]}),_:3},8,["appendTo"])],16,Wo)}tn.render=il;const ol={key:0,class:"muted"},at=we({__name:"LinkInput",props:{modelValue:{},target:{},inputId:{},disabled:{type:Boolean},invalid:{type:Boolean}},emits:["update:modelValue"],setup(e,{emit:t}){const n=e,o=t,l=Re(),i=W([]);let s=0;async function c(b){if(!n.target||b.query!==""&&b.query!==String(n.modelValue??""))return;const C=++s;let m;try{m=await l.api.call("frappe.desk.search.search_link",{doctype:n.target,txt:b.query,page_length:10},"GET")}catch{m=[]}C===s&&(i.value=m)}function d(){s++}function y(b){o("update:modelValue",typeof b=="string"?b:b&&typeof b=="object"?String(b.value??""):"")}return(b,C)=>(r(),z(k(tn),{"model-value":e.modelValue??"",suggestions:i.value,"option-label":"value","input-id":e.inputId,disabled:e.disabled,invalid:e.invalid,dropdown:"","complete-on-focus":"",delay:150,fluid:"",onComplete:c,onOptionSelect:d,"onUpdate:modelValue":y},{option:R(({option:m})=>[h("div",null,[h("div",null,x(m.value),1),m.description?(r(),f("small",ol,x(m.description),1)):I("v-if",!0)])]),_:1},8,["model-value","suggestions","input-id","disabled","invalid"]))}}),ll={key:0,class:"check"},al={key:10},rl={key:0,style:{margin:"0 0 .25rem","overflow-wrap":"anywhere"}},sl=["href"],dl=["id","disabled"],ul={key:2,class:"muted",role:"status"},cl={key:3,role:"alert",style:{color:"#b42318"}},ze=we({__name:"FieldInput",props:{field:{},modelValue:{},inputId:{},readonly:{type:Boolean},doc:{},doctype:{},labelledby:{}},emits:["update:modelValue"],setup(e,{emit:t}){const n=e,o=t,l=Re(),i=W(!1),s=W(""),c=G(()=>n.field.fieldtype),d=new Set(["Text","Small Text","Long Text","Text Editor","Code","JSON","Markdown Editor","HTML Editor","Signature","Geolocation"]),y=new Set(["Code","JSON","HTML Editor","Markdown Editor"]),b=/^\*+$/,C=G(()=>(n.field.options??"").split(`
`).map(p=>({value:p,label:p===""?"(none)":p}))),m=G(()=>n.doc&&n.field.options?String(n.doc[n.field.options]??""):""),O=G(()=>n.modelValue?String(n.modelValue).slice(0,19).replace(" ","T"):"");function S(p){o("update:modelValue",p?`${p.replace("T"," ")}${p.length===16?":00":""}`:null)}function L(p){o("update:modelValue",p===""?null:c.value==="Int"?Math.trunc(Number(p)):Number(p))}async function g(p){const u=p.target,a=u.files?.[0];if(a){i.value=!0,s.value="";try{const v=n.doc?.name&&!n.doc.__islocal?{doctype:n.doctype,docname:String(n.doc.name),fieldname:n.field.fieldname}:{},T=await l.api.upload(a,v);o("update:modelValue",T.file_url)}catch(v){s.value=v.message}finally{i.value=!1,u.value=""}}}return(p,u)=>c.value==="Check"?(r(),f("div",ll,[M(k(Je),{"model-value":!!e.modelValue,binary:"","input-id":e.inputId,disabled:e.readonly,"onUpdate:modelValue":u[0]||(u[0]=a=>o("update:modelValue",a?1:0))},null,8,["model-value","input-id","disabled"]),A(p.$slots,"check-label")])):c.value==="Select"?(r(),z(k(Yt),{key:1,id:e.inputId,"model-value":e.modelValue??"",options:C.value,"option-label":"label","option-value":"value",disabled:e.readonly,"aria-labelledby":e.labelledby,fluid:"","onUpdate:modelValue":u[1]||(u[1]=a=>o("update:modelValue",a))},null,8,["id","model-value","options","disabled","aria-labelledby"])):c.value==="Link"?(r(),z(at,{key:2,"model-value":e.modelValue,target:e.field.options??"","input-id":e.inputId,disabled:e.readonly,"onUpdate:modelValue":u[2]||(u[2]=a=>o("update:modelValue",a))},null,8,["model-value","target","input-id","disabled"])):c.value==="Dynamic Link"?(r(),z(at,{key:3,"model-value":e.modelValue,target:m.value,"input-id":e.inputId,disabled:e.readonly,"onUpdate:modelValue":u[3]||(u[3]=a=>o("update:modelValue",a))},null,8,["model-value","target","input-id","disabled"])):k(Li).has(c.value)?(r(),z(k(ee),{key:4,id:e.inputId,type:"number",step:c.value==="Int"||c.value==="Rating"?"1":"any","model-value":e.modelValue??"",readonly:e.readonly,"onUpdate:modelValue":u[4]||(u[4]=a=>L(String(a??"")))},null,8,["id","step","model-value","readonly"])):c.value==="Date"?(r(),z(k(ee),{key:5,id:e.inputId,type:"date","model-value":e.modelValue??"",readonly:e.readonly,"onUpdate:modelValue":u[5]||(u[5]=a=>o("update:modelValue",a||null))},null,8,["id","model-value","readonly"])):c.value==="Datetime"?(r(),z(k(ee),{key:6,id:e.inputId,type:"datetime-local",step:"1","model-value":O.value,readonly:e.readonly,"onUpdate:modelValue":u[6]||(u[6]=a=>S(String(a??"")))},null,8,["id","model-value","readonly"])):c.value==="Time"?(r(),z(k(ee),{key:7,id:e.inputId,type:"time",step:"1","model-value":e.modelValue??"",readonly:e.readonly,"onUpdate:modelValue":u[7]||(u[7]=a=>o("update:modelValue",a||null))},null,8,["id","model-value","readonly"])):k(y).has(c.value)?(r(),z(k(De),{key:8,id:e.inputId,class:"source","model-value":e.modelValue??"",readonly:e.readonly,rows:"4","auto-resize":"",spellcheck:"false",wrap:"off",autocapitalize:"off",autocomplete:"off","onUpdate:modelValue":u[8]||(u[8]=a=>o("update:modelValue",a))},null,8,["id","model-value","readonly"])):k(d).has(c.value)?(r(),z(k(De),{key:9,id:e.inputId,"model-value":e.modelValue??"",readonly:e.readonly,rows:"4","auto-resize":"","onUpdate:modelValue":u[9]||(u[9]=a=>o("update:modelValue",a))},null,8,["id","model-value","readonly"])):c.value==="Attach"||c.value==="Attach Image"?(r(),f("div",al,[e.modelValue?(r(),f("p",rl,[h("a",{href:e.modelValue,target:"_blank",rel:"noopener"},x(String(e.modelValue).split("/").pop()),9,sl)])):I("v-if",!0),e.readonly?I("v-if",!0):(r(),f("input",{key:1,id:e.inputId,type:"file",disabled:i.value,onChange:g},null,40,dl)),i.value?(r(),f("p",ul,"Uploading…")):I("v-if",!0),s.value?(r(),f("p",cl,x(s.value),1)):I("v-if",!0)])):c.value==="Password"?(r(),f(D,{key:11},[I(" Typing into the mask replaces it (it is selected on focus) rather than adding to it. "),M(k(ee),{id:e.inputId,type:"password",autocomplete:"new-password","model-value":e.modelValue??"",readonly:e.readonly,onFocus:u[10]||(u[10]=a=>b.test(String(e.modelValue??""))&&a.target.select()),"onUpdate:modelValue":u[11]||(u[11]=a=>o("update:modelValue",a))},null,8,["id","model-value","readonly"])],2112)):c.value==="Color"?(r(),z(k(ee),{key:12,id:e.inputId,type:"text","model-value":e.modelValue??"",readonly:e.readonly,placeholder:"#rrggbb","onUpdate:modelValue":u[12]||(u[12]=a=>o("update:modelValue",a))},null,8,["id","model-value","readonly"])):(r(),z(k(ee),{key:13,id:e.inputId,"model-value":e.modelValue??"",readonly:e.readonly||c.value==="Read Only","onUpdate:modelValue":u[13]||(u[13]=a=>o("update:modelValue",a))},null,8,["id","model-value","readonly"]))}}),pl={class:"table-wrap"},fl=["id","aria-label"],hl=["for","id"],ml={style:{"white-space":"nowrap"}},bl={key:0},yl=["colspan"],vl={key:0,class:"grid"},gl=["for"],wl=["for","id"],kl={key:2,class:"desc"},Ol=we({__name:"ChildTable",props:{field:{},meta:{},rows:{},readonly:{type:Boolean},parent:{}},emits:["update:rows"],setup(e,{emit:t}){const n=e,o=t,l=G(()=>zi(n.meta)),i=G(()=>n.meta.fields.filter(L=>!ke.has(L.fieldtype)&&!de.has(L.fieldtype))),s=(L,g)=>Fe(L,g,n.parent??null),c=(L,g)=>n.readonly||!!L.read_only||Qt(L,g,n.parent??null),d=(L,g)=>Ge(L,g,n.parent??null),y=W(null),b=G(()=>`${n.field.fieldname}`);function C(){const L={doctype:n.meta.name};for(const g of n.meta.fields)g.default!==void 0&&g.default!==null&&g.default!==""&&(L[g.fieldname]=g.fieldtype==="Check"||g.fieldtype==="Int"?Number(g.default):g.default);return L}function m(L,g,p){o("update:rows",n.rows.map((u,a)=>a===L?{...u,[g]:p}:u))}function O(){o("update:rows",[...n.rows,C()])}function S(L){o("update:rows",n.rows.filter((g,p)=>p!==L))}return(L,g)=>(r(),f(D,null,[h("div",pl,[h("table",{class:"plain",id:`table-${b.value}`,"aria-label":k(re)(e.field)},[h("thead",null,[h("tr",null,[g[2]||(g[2]=h("th",{scope:"col"},"#",-1)),(r(!0),f(D,null,J(l.value,p=>(r(),f("th",{key:p.fieldname,scope:"col"},x(k(re)(p)),1))),128)),g[3]||(g[3]=h("th",{scope:"col"},[h("span",{class:"sr-only"},"Row actions")],-1))])]),h("tbody",null,[(r(!0),f(D,null,J(e.rows,(p,u)=>(r(),f("tr",{key:p.name??`new-${u}`},[h("td",null,x(u+1),1),(r(!0),f(D,null,J(l.value,a=>(r(),f("td",{key:a.fieldname,style:{"min-width":"9rem"}},[s(a,p)?(r(),f(D,{key:0},[h("label",{for:`${b.value}-${u}-${a.fieldname}`,class:"sr-only",id:`${b.value}-${u}-${a.fieldname}-label`},x(k(re)(a))+", row "+x(u+1),9,hl),M(ze,{field:a,"model-value":p[a.fieldname],"input-id":`${b.value}-${u}-${a.fieldname}`,labelledby:`${b.value}-${u}-${a.fieldname}-label`,readonly:c(a,p),doc:p,doctype:e.meta.name,"onUpdate:modelValue":v=>m(u,a.fieldname,v)},null,8,["field","model-value","input-id","labelledby","readonly","doc","doctype","onUpdate:modelValue"])],64)):I("v-if",!0)]))),128)),h("td",ml,[M(k(N),{text:"",size:"small",label:"Edit","aria-label":`Edit row ${u+1}`,onClick:a=>y.value=u},null,8,["aria-label","onClick"]),e.readonly?I("v-if",!0):(r(),z(k(N),{key:0,text:"",size:"small",severity:"danger",label:"Remove","aria-label":`Remove row ${u+1}`,onClick:a=>S(u)},null,8,["aria-label","onClick"]))])]))),128)),e.rows.length===0?(r(),f("tr",bl,[h("td",{colspan:l.value.length+2,class:"muted"},"No rows.",8,yl)])):I("v-if",!0)])],8,fl)]),e.readonly?I("v-if",!0):(r(),z(k(N),{key:0,id:`add-row-${b.value}`,label:"Add row",size:"small",severity:"secondary",style:{"margin-top":".5rem"},onClick:O},null,8,["id"])),M(k(Ue),{visible:y.value!==null,modal:"",header:`${k(re)(e.field)}: row ${(y.value??0)+1}`,style:{width:"min(40rem, 95vw)"},"onUpdate:visible":g[1]||(g[1]=p=>{p||(y.value=null)})},{footer:R(()=>[M(k(N),{label:"Done",onClick:g[0]||(g[0]=p=>y.value=null)})]),default:R(()=>[y.value!==null&&e.rows[y.value]?(r(),f("div",vl,[(r(!0),f(D,null,J(i.value,p=>(r(),f(D,{key:p.fieldname},[s(p,e.rows[y.value])?(r(),f("div",{key:0,class:X(["field",{wide:["Text","Small Text","Long Text","Text Editor","Code","JSON"].includes(p.fieldtype)}])},[p.fieldtype==="Check"?(r(),z(ze,{key:0,field:p,"model-value":e.rows[y.value][p.fieldname],"input-id":`row-${b.value}-${p.fieldname}`,readonly:c(p,e.rows[y.value]),"onUpdate:modelValue":u=>m(y.value,p.fieldname,u)},{"check-label":R(()=>[h("label",{for:`row-${b.value}-${p.fieldname}`},x(k(re)(p)),9,gl)]),_:2},1032,["field","model-value","input-id","readonly","onUpdate:modelValue"])):(r(),f(D,{key:1},[h("label",{for:`row-${b.value}-${p.fieldname}`,id:`row-${b.value}-${p.fieldname}-label`,class:X({reqd:d(p,e.rows[y.value])})},x(k(re)(p)),11,wl),M(ze,{field:p,"model-value":e.rows[y.value][p.fieldname],"input-id":`row-${b.value}-${p.fieldname}`,labelledby:`row-${b.value}-${p.fieldname}-label`,readonly:c(p,e.rows[y.value]),doc:e.rows[y.value],doctype:e.meta.name,"onUpdate:modelValue":u=>m(y.value,p.fieldname,u)},null,8,["field","model-value","input-id","labelledby","readonly","doc","doctype","onUpdate:modelValue"])],64)),p.description?(r(),f("p",kl,x(p.description),1)):I("v-if",!0)],2)):I("v-if",!0)],64))),128))])):I("v-if",!0)]),_:1},8,["visible","header"])],64))}}),Il={"aria-label":"Document details"},Sl={class:"card","aria-labelledby":"att-heading"},Cl={class:"timeline",id:"attachments"},xl=["href"],Ll={key:0,class:"muted"},$l={class:"field",style:{"margin-top":".5rem"}},Vl=["disabled"],zl={class:"card","aria-labelledby":"asg-heading"},Ml={class:"timeline",id:"assignments"},Tl={key:0,class:"muted"},Al={class:"field"},Pl={class:"card","aria-labelledby":"cmt-heading"},Fl={class:"field"},Kl={class:"timeline",id:"comments"},Dl={class:"muted"},El={class:"card","aria-labelledby":"mail-heading"},Bl={class:"timeline",id:"communications"},Rl={class:"muted"},jl={class:"muted"},Hl={key:0,class:"muted"},Nl={class:"card","aria-labelledby":"ver-heading"},Ul={class:"timeline",id:"versions"},Gl={class:"muted"},ql={style:{margin:".2rem 0 0","padding-left":"1rem"}},Wl={key:0,class:"muted"},Jl=we({__name:"DocSidebar",props:{doctype:{},name:{},docinfo:{},doc:{}},emits:["changed"],setup(e,{emit:t}){const n=e,o=t,l=Re(),i=ut(),s=W(""),c=W(""),d=W(!1),y=p=>String(p??"").replace(/<[^>]*>/g," ").replace(/&nbsp;/g," ").replace(/\s+/g," ").trim(),b=p=>String(p??"").slice(0,16),C=G(()=>(n.docinfo.versions??[]).map(p=>{let u={};try{u=typeof p.data=="string"?JSON.parse(p.data):p.data??{}}catch{u={}}const a=(u.changed??[]).map(([v,T,j])=>`${v}: ${y(T)||"(empty)"} → ${y(j)||"(empty)"}`);for(const[v,T]of u.added??[])a.push(`${v}: row added${T?.name,""}`);for(const[v]of u.removed??[])a.push(`${v}: row removed`);for(const[v,,,T]of u.row_changed??[])a.push(`${v}: row changed (${(T??[]).map(j=>j[0]).join(", ")})`);return a.length===0&&u.creation&&a.push("created"),{name:p.name,owner:p.owner,creation:p.creation,changes:a}}));async function m(p,u){d.value=!0;try{await p(),i.add({severity:"success",summary:u,life:2500}),o("changed")}catch(a){i.add({severity:"error",summary:"Not done",detail:a.message,life:8e3})}finally{d.value=!1}}const O=()=>{const p=s.value.trim();p&&m(async()=>{await l.api.call("frappe.desk.form.utils.add_comment",{reference_doctype:n.doctype,reference_name:n.name,content:p,comment_email:l.boot.user,comment_by:l.boot.user}),s.value=""},"Comment added")},S=()=>{c.value&&m(async()=>{await l.api.call("frappe.desk.form.assign_to.add",{doctype:n.doctype,name:n.name,assign_to:JSON.stringify([c.value])}),c.value=""},"Assigned")},L=p=>m(()=>l.api.call("frappe.desk.form.assign_to.remove",{doctype:n.doctype,name:n.name,assign_to:p}),"Assignment removed");async function g(p){const u=p.target,a=u.files?.[0];a&&(await m(()=>l.api.upload(a,{doctype:n.doctype,docname:n.name}),`Attached ${a.name}`),u.value="")}return(p,u)=>(r(),f("aside",Il,[h("section",Sl,[u[3]||(u[3]=h("h2",{id:"att-heading"},"Attachments",-1)),h("ul",Cl,[(r(!0),f(D,null,J(e.docinfo.attachments,a=>(r(),f("li",{key:a.name},[h("a",{href:a.file_url,target:"_blank",rel:"noopener"},x(a.file_name||a.file_url),9,xl)]))),128)),e.docinfo.attachments?.length?I("v-if",!0):(r(),f("li",Ll,"None yet."))]),h("div",$l,[u[2]||(u[2]=h("label",{for:"attach-file"},"Attach a file",-1)),h("input",{id:"attach-file",type:"file",disabled:d.value,onChange:g},null,40,Vl)])]),h("section",zl,[u[5]||(u[5]=h("h2",{id:"asg-heading"},"Assigned to",-1)),h("ul",Ml,[(r(!0),f(D,null,J(e.docinfo.assignments,a=>(r(),f("li",{key:a.name,class:"check",style:{"justify-content":"space-between"}},[h("span",null,x(a.owner),1),M(k(N),{text:"",size:"small",label:"Remove","aria-label":`Remove assignment of ${a.owner}`,onClick:v=>L(a.owner)},null,8,["aria-label","onClick"])]))),128)),e.docinfo.assignments?.length?I("v-if",!0):(r(),f("li",Tl,"Nobody."))]),h("form",{style:{"margin-top":".5rem"},onSubmit:ve(S,["prevent"])},[h("div",Al,[u[4]||(u[4]=h("label",{for:"assign-user"},"Assign to user",-1)),M(at,{modelValue:c.value,"onUpdate:modelValue":u[0]||(u[0]=a=>c.value=a),target:"User","input-id":"assign-user"},null,8,["modelValue"])]),M(k(N),{type:"submit",label:"Assign",size:"small",severity:"secondary",style:{"margin-top":".4rem"},disabled:d.value||!c.value},null,8,["disabled"])],32)]),h("section",Pl,[u[8]||(u[8]=h("h2",{id:"cmt-heading"},"Comments",-1)),h("form",{onSubmit:ve(O,["prevent"])},[h("div",Fl,[u[6]||(u[6]=h("label",{for:"new-comment"},"Add a comment",-1)),M(k(De),{id:"new-comment",modelValue:s.value,"onUpdate:modelValue":u[1]||(u[1]=a=>s.value=a),rows:"3",fluid:""},null,8,["modelValue"])]),M(k(N),{id:"add-comment",type:"submit",label:"Comment",size:"small",style:{"margin-top":".4rem"},disabled:d.value||!s.value.trim()},null,8,["disabled"])],32),h("ul",Kl,[(r(!0),f(D,null,J(e.docinfo.comments,a=>(r(),f("li",{key:a.name},[h("strong",null,x(a.owner),1),u[7]||(u[7]=le()),h("span",Dl,x(b(a.creation)),1),h("div",null,x(y(a.content)),1)]))),128))])]),h("section",El,[u[10]||(u[10]=h("h2",{id:"mail-heading"},"Emails",-1)),h("ul",Bl,[(r(!0),f(D,null,J(e.docinfo.communications,a=>(r(),f("li",{key:a.name},[h("strong",null,x(a.subject||"(no subject)"),1),u[9]||(u[9]=le()),h("span",Rl,x(b(a.communication_date||a.creation)),1),h("div",jl,[le(x(a.sender_full_name||a.sender)+" → "+x(a.recipients),1),a.delivery_status?(r(),f(D,{key:0},[le(" · "+x(a.delivery_status),1)],64)):I("v-if",!0)]),h("div",null,x(y(a.content)),1)]))),128)),e.docinfo.communications?.length?I("v-if",!0):(r(),f("li",Hl,"None yet."))])]),h("section",Nl,[u[11]||(u[11]=h("h2",{id:"ver-heading"},"Version history",-1)),h("ul",Ul,[(r(!0),f(D,null,J(C.value,a=>(r(),f("li",{key:a.name},[h("span",Gl,x(b(a.creation))+" · "+x(a.owner),1),h("ul",ql,[(r(!0),f(D,null,J(a.changes,(v,T)=>(r(),f("li",{key:T,style:{border:"0",padding:"0"}},x(v),1))),128))])]))),128)),C.value.length?I("v-if",!0):(r(),f("li",Wl,"No changes recorded"+x("")+"."))])])]))}}),Yl={class:"field"},Zl={class:"field"},Xl={class:"field"},Ql={class:"field"},_l={class:"field"},ea={class:"field check"},ta=we({__name:"MailComposer",props:ht({doctype:{},name:{},subject:{}},{visible:{type:Boolean,required:!0},visibleModifiers:{}}),emits:ht(["sent"],["update:visible"]),setup(e,{emit:t}){const n=e,o=t,l=kn(e,"visible"),i=Re(),s=ut(),c=W(!1),d=In({recipients:"",cc:"",bcc:"",subject:"",content:"",send_me_a_copy:!1});function y(){Object.assign(d,{recipients:"",cc:"",bcc:"",subject:n.subject,content:"",send_me_a_copy:!1})}On(l,C=>{C&&y()});async function b(){c.value=!0;try{const{message:C,messages:m}=await i.api.callWithMessages("frappe.core.doctype.communication.email.make",{...d,send_me_a_copy:d.send_me_a_copy?1:0,doctype:n.doctype,name:n.name,send_email:1}),O=String(C?.emails_not_sent_to??"");s.add({severity:"success",summary:"Email sent",detail:O?`Not sent to ${O}`:void 0,life:3e3});for(const S of m)s.add({severity:"warn",summary:"Message",detail:S,life:1e4});l.value=!1,o("sent")}catch(C){s.add({severity:"error",summary:"Not sent",detail:C.message,life:8e3})}finally{c.value=!1}}return(C,m)=>(r(),z(k(Ue),{visible:l.value,"onUpdate:visible":m[7]||(m[7]=O=>l.value=O),modal:"",header:"New Email",closable:!c.value,style:{width:"min(40rem, 95vw)"}},{footer:R(()=>[M(k(N),{label:"Cancel",severity:"secondary",outlined:"",disabled:c.value,onClick:m[6]||(m[6]=O=>l.value=!1)},null,8,["disabled"]),M(k(N),{id:"mail-send",type:"submit",form:"mail-form",label:"Send",loading:c.value,disabled:c.value||!d.recipients.trim()||!d.subject.trim()},null,8,["loading","disabled"])]),default:R(()=>[h("form",{id:"mail-form",class:"mail-form",onSubmit:ve(b,["prevent"])},[h("div",Yl,[m[8]||(m[8]=h("label",{for:"mail-to",class:"reqd"},"To",-1)),M(k(ee),{id:"mail-to",modelValue:d.recipients,"onUpdate:modelValue":m[0]||(m[0]=O=>d.recipients=O),placeholder:"Comma-separated addresses",autocomplete:"off",autofocus:"",fluid:""},null,8,["modelValue"])]),h("div",Zl,[m[9]||(m[9]=h("label",{for:"mail-cc"},"CC",-1)),M(k(ee),{id:"mail-cc",modelValue:d.cc,"onUpdate:modelValue":m[1]||(m[1]=O=>d.cc=O),autocomplete:"off",fluid:""},null,8,["modelValue"])]),h("div",Xl,[m[10]||(m[10]=h("label",{for:"mail-bcc"},"BCC",-1)),M(k(ee),{id:"mail-bcc",modelValue:d.bcc,"onUpdate:modelValue":m[2]||(m[2]=O=>d.bcc=O),autocomplete:"off",fluid:""},null,8,["modelValue"])]),h("div",Ql,[m[11]||(m[11]=h("label",{for:"mail-subject",class:"reqd"},"Subject",-1)),M(k(ee),{id:"mail-subject",modelValue:d.subject,"onUpdate:modelValue":m[3]||(m[3]=O=>d.subject=O),autocomplete:"off",fluid:""},null,8,["modelValue"])]),h("div",_l,[m[12]||(m[12]=h("label",{for:"mail-content"},"Message",-1)),M(k(De),{id:"mail-content",modelValue:d.content,"onUpdate:modelValue":m[4]||(m[4]=O=>d.content=O),rows:"8",fluid:""},null,8,["modelValue"])]),h("div",ea,[M(k(Je),{modelValue:d.send_me_a_copy,"onUpdate:modelValue":m[5]||(m[5]=O=>d.send_me_a_copy=O),"input-id":"mail-copy",binary:""},null,8,["modelValue"]),m[13]||(m[13]=h("label",{for:"mail-copy"},"Send me a copy",-1))])],32)]),_:1},8,["visible","closable"]))}}),na=new Set(["name","owner","creation","modified","modified_by","docstatus","idx","doctype","parent","parentfield","parenttype","_user_tags","_comments","_assign","_liked_by","_seen"]);function ia(e){const t=[{label:"",fields:[]}];for(const n of e.fields)n.fieldtype==="Section Break"||n.fieldtype==="Tab Break"?t.push({label:n.label??"",fields:[],breakField:n}):ke.has(n.fieldtype)||t[t.length-1].fields.push(n);return t.filter(n=>n.fields.length>0)}function oa(e){const t={doctype:e.name,__islocal:1,docstatus:0};for(const n of e.fields)de.has(n.fieldtype)?t[n.fieldname]=[]:n.default!==void 0&&n.default!==null&&n.default!==""&&!/^(Today|now|__user)$/i.test(n.default)?t[n.fieldname]=n.fieldtype==="Check"||n.fieldtype==="Int"?Number(n.default):n.default:n.fieldtype==="Check"&&(t[n.fieldname]=0);return t}function nn(e,t){return e.map(n=>Object.fromEntries(Object.entries(n).filter(([o])=>t&&o==="name"||!na.has(o)&&!o.startsWith("__"))))}function on(e,t){const n={};t.name&&nt(e)&&(n.name=t.name);for(const o of e.fields){const l=t[o.fieldname];ke.has(o.fieldtype)||l===void 0||l===null||l===""||(n[o.fieldname]=de.has(o.fieldtype)?nn(l,!1):l)}return t.amended_from&&(n.amended_from=t.amended_from),n}function Xe(e,t,n){const o={};for(const l of e.fields){if(ke.has(l.fieldtype))continue;const i=t[l.fieldname];JSON.stringify(i??null)!==JSON.stringify(n[l.fieldname]??null)&&(o[l.fieldname]=de.has(l.fieldtype)?nn(i??[],!0):i??null)}return Object.keys(o).length>0&&n.modified&&(o.modified=n.modified),o}function la(e,t){return{...on({...e,autoname:""},t),amended_from:t.name}}function $t(e,t){const n=e.fields??[];return!Number(e.is_submittable)||n.some(o=>o.fieldname==="amended_from")?e:{...e,fields:[...n,{doctype:"DocField",fieldname:"amended_from",fieldtype:"Link",label:"Amended From",options:t,read_only:1}]}}const aa={class:"page-head"},ra={id:"form-title"},sa={key:0,style:{"margin-top":"-.5rem"}},da={key:2,class:"layout-form"},ua={key:0,class:"card"},ca={class:"field"},pa=["aria-label"],fa={key:0},ha={class:"grid"},ma=["for"],ba=["for","id"],ya={key:3,class:"desc"},va={class:"field",style:{"margin-bottom":".75rem"}},ga={class:"field check"},wa={for:"rename-merge"},ka={class:"label"},Oa=["id"],Ca=we({__name:"FormView",props:{doctype:{},name:{}},setup(e){const t=e,n=Re(),o=Ln(),l=ut(),i=Sn(),s=W(null),c=W({}),d=W({}),y=W({}),b=W(null),C=W(""),m=W(!1),O=W(null),S=G(()=>t.name===null),L=G(()=>!!s.value?.issingle),g=G(()=>Number(d.value.docstatus??0)),p=G(()=>s.value?Mi(s.value,n.boot.roles):{read:new Set,write:new Set}),u=G(()=>{if(b.value?.permissions)return b.value.permissions;const $=new Set(n.boot.roles),V=(s.value?.permissions??[]).filter(P=>$.has(P.role)&&!(P.permlevel??0)),B=P=>$.has("Administrator")||V.some(Ie=>Ie[P])?1:0;return{read:B("read"),write:B("write"),create:B("create"),delete:B("delete"),submit:B("submit"),cancel:B("cancel"),amend:B("amend")}}),a=G(()=>S.value?!!u.value.create:!!u.value.write),v=G(()=>s.value?S.value||Object.keys(Xe(s.value,d.value,y.value)).length>0:!1),T=G(()=>(s.value?ia(s.value):[]).filter($=>(!$.breakField||Fe($.breakField,d.value))&&$.fields.some(E))),j=G(()=>{if(S.value)return`New ${t.doctype}`;const $=s.value?.title_field?d.value[s.value.title_field]:"";return L.value?t.doctype:String($||t.name)}),F=G(()=>S.value?{label:"Not Saved",severity:"warn"}:g.value===1?{label:"Submitted",severity:"info"}:g.value===2?{label:"Cancelled",severity:"danger"}:v.value?{label:"Not Saved",severity:"warn"}:s.value?.is_submittable?{label:"Draft",severity:"secondary"}:null);function E($){return p.value.read.has($.permlevel??0)&&Fe($,d.value)}function ie($){return $.read_only||!a.value||!p.value.write.has($.permlevel??0)||Qt($,d.value)||g.value===2?!0:g.value===1&&!$.allow_on_submit}const Y=$=>`field-${$.fieldname}`;function H($){l.add({severity:"error",summary:"Not done",detail:$.message,life:8e3})}async function U(){C.value="";try{const $=await n.meta(t.doctype),V={};for(const P of $.fields)de.has(P.fieldtype)&&P.options&&(V[P.fieldname]=await n.meta(P.options));if(S.value){s.value=$,c.value=V,d.value=oa($),y.value={},b.value=null;return}const B=await n.api.call("frappe.desk.form.load.getdoc",{doctype:t.doctype,name:t.name},"GET");s.value=$,c.value=V,d.value=structuredClone(B.docs[0]),y.value=structuredClone(B.docs[0]),b.value=B.docinfo}catch($){C.value=$.message}}function pe($,V){const B=$.client_secret;t.doctype==="OAuth Client"&&typeof B=="string"&&B&&!/^\*+$/.test(B)?O.value={title:"Client secret (shown once)",items:[["client_id",String($.client_id??$.name)],["client_secret",B]],then:V}:V()}async function fe(){if(!s.value)return;const $=bo(s.value,d.value,c.value,S.value&&nt(s.value));if($.length>0){l.add({severity:"error",summary:"Missing Fields",detail:`Mandatory fields required in ${t.doctype}: ${$.join("; ")}`,life:8e3});return}m.value=!0;try{if(S.value){const B=on(s.value,d.value),P=await n.api.insert(t.doctype,t.doctype==="DocType"?$t(B,String(d.value.name??"")):B);t.doctype==="DocType"&&n.forgetMeta(P.name),l.add({severity:"success",summary:"Saved",detail:`${t.doctype} ${P.name} created`,life:3e3}),pe(P,()=>o.replace(Le.form(t.doctype,P.name)));return}let V=Xe(s.value,d.value,y.value);if(Object.keys(V).length===0)return;if(t.doctype==="DocType"&&Number(d.value.is_submittable)){const B=$t({is_submittable:1,fields:d.value.fields},String(t.name));B.fields!==d.value.fields&&(V={...V,fields:Xe(s.value,{fields:B.fields},{fields:[]}).fields})}await n.api.update(t.doctype,String(t.name),V),t.doctype==="DocType"&&n.forgetMeta(String(t.name)),l.add({severity:"success",summary:"Saved",life:3e3}),await U()}catch(V){H(V)}finally{m.value=!1}}function Q($,V){i.require({message:$,header:"Please confirm",rejectProps:{label:"No",severity:"secondary",outlined:!0},acceptProps:{label:"Yes"},accept:V})}async function te($){m.value=!0;try{await $()}catch(V){H(V)}finally{m.value=!1}}const me=()=>Q(`Submit ${t.name}? A submitted document can no longer be edited.`,()=>te(async()=>{await n.api.call("frappe.client.submit",{doc:{...y.value,doctype:t.doctype}}),l.add({severity:"success",summary:"Submitted",life:3e3}),await U()})),Ye=()=>Q(`Cancel ${t.name}?`,()=>te(async()=>{await n.api.call("frappe.client.cancel",{doctype:t.doctype,name:t.name}),l.add({severity:"success",summary:"Cancelled",life:3e3}),await U()})),Oe=()=>te(async()=>{const $=await n.api.insert(t.doctype,la(s.value,d.value));await o.push(Le.form(t.doctype,$.name))}),je=()=>Q(`Delete ${t.doctype} ${t.name}? This cannot be undone.`,()=>te(async()=>{await n.api.remove(t.doctype,String(t.name)),l.add({severity:"success",summary:"Deleted",life:3e3}),await o.push(Le.list(t.doctype))})),ne=W(null),ln=G(()=>!!s.value&&!S.value&&$i(s.value)&&!!u.value.write);function an(){ne.value={name:String(t.name),merge:!1}}const rn=()=>te(async()=>{const $=ne.value,V=await n.api.call("frappe.model.rename_doc.update_document_title",{doctype:t.doctype,docname:t.name,name:$.name.trim(),merge:$.merge?1:0});ne.value=null,l.add({severity:"success",summary:$.merge?"Merged":"Renamed",detail:`${t.doctype} ${V}`,life:3e3}),await o.replace(Le.form(t.doctype,String(V)))}),sn=()=>Q(`Generate new API keys for ${t.name}? Keys issued before stop working.`,()=>te(async()=>{const $=await n.api.call("frappe.core.doctype.user.user.generate_keys",{user:t.name});O.value={title:"API keys (the secret is shown once)",items:[["api_key",$.api_key],["api_secret",$.api_secret]],then:()=>{U()}}})),Ze=W(!1);function dn(){const $=O.value?.then;O.value=null,$?.()}return Cn(U),($,V)=>{const B=q("RouterLink");return r(),f(D,null,[h("div",aa,[h("h1",ra,x(j.value),1),F.value?(r(),z(k(Xt),{key:0,value:F.value.label,severity:F.value.severity,id:"doc-status"},null,8,["value","severity"])):I("v-if",!0),s.value?(r(),f(D,{key:1},[a.value&&g.value===0||g.value===1&&v.value&&a.value?(r(),z(k(N),{key:0,id:"save",label:"Save",loading:m.value,disabled:m.value||!v.value,onClick:fe},null,8,["loading","disabled"])):I("v-if",!0),s.value.is_submittable&&!S.value&&g.value===0&&u.value.submit&&!v.value?(r(),z(k(N),{key:1,id:"submit",label:"Submit",disabled:m.value,onClick:me},null,8,["disabled"])):I("v-if",!0),s.value.is_submittable&&g.value===1&&u.value.cancel?(r(),z(k(N),{key:2,id:"cancel",label:"Cancel",severity:"warn",disabled:m.value,onClick:Ye},null,8,["disabled"])):I("v-if",!0),s.value.is_submittable&&g.value===2&&u.value.amend?(r(),z(k(N),{key:3,id:"amend",label:"Amend",disabled:m.value,onClick:Oe},null,8,["disabled"])):I("v-if",!0),ln.value?(r(),z(k(N),{key:4,id:"rename",label:"Rename",severity:"secondary",outlined:"",disabled:m.value||v.value,onClick:an},null,8,["disabled"])):I("v-if",!0),e.doctype==="User"&&!S.value&&u.value.write?(r(),z(k(N),{key:5,id:"generate-keys",label:"Generate API keys",severity:"secondary",outlined:"",disabled:m.value,onClick:sn},null,8,["disabled"])):I("v-if",!0),!S.value&&!L.value&&u.value.email?(r(),z(k(N),{key:6,id:"new-email",label:"New Email",severity:"secondary",outlined:"",disabled:m.value,onClick:V[0]||(V[0]=P=>Ze.value=!0)},null,8,["disabled"])):I("v-if",!0),!S.value&&!L.value&&u.value.delete&&g.value!==1?(r(),z(k(N),{key:7,id:"delete",label:"Delete",severity:"danger",outlined:"",disabled:m.value,onClick:je},null,8,["disabled"])):I("v-if",!0)],64)):I("v-if",!0)]),L.value?I("v-if",!0):(r(),f("p",sa,[M(B,{to:k(Le).list(e.doctype)},{default:R(()=>[le("← "+x(e.doctype)+" list",1)]),_:1},8,["to"])])),C.value?(r(),z(k(xn),{key:1,severity:"error",closable:!1},{default:R(()=>[le(x(C.value),1)]),_:1})):I("v-if",!0),s.value&&!C.value?(r(),f("div",da,[h("form",{id:"doc-form","aria-labelledby":"form-title",onSubmit:ve(fe,["prevent"])},[S.value&&k(nt)(s.value)?(r(),f("section",ua,[h("div",ca,[V[7]||(V[7]=h("label",{for:"field-__name",class:"reqd"},"Name",-1)),M(k(ee),{id:"field-__name",modelValue:d.value.name,"onUpdate:modelValue":V[1]||(V[1]=P=>d.value.name=P),autocomplete:"off"},null,8,["modelValue"])])])):I("v-if",!0),(r(!0),f(D,null,J(T.value,(P,Ie)=>(r(),f("section",{key:P.breakField?.fieldname??Ie,class:"card","aria-label":P.label||void 0},[P.label?(r(),f("h2",fa,x(P.label),1)):I("v-if",!0),h("div",ha,[(r(!0),f(D,null,J(P.fields,K=>(r(),f(D,{key:K.fieldname},[E(K)?(r(),f("div",{key:0,class:X(["field",{wide:k(de).has(K.fieldtype)||["Text","Long Text","Text Editor","Code","JSON"].includes(K.fieldtype)}])},[k(de).has(K.fieldtype)?(r(),f(D,{key:0},[h("span",{class:X(["label",{reqd:k(Ge)(K,d.value)}])},x(k(re)(K)),3),c.value[K.fieldname]?(r(),z(Ol,{key:0,field:K,meta:c.value[K.fieldname],rows:d.value[K.fieldname]??[],parent:d.value,readonly:ie(K),"onUpdate:rows":Se=>d.value[K.fieldname]=Se},null,8,["field","meta","rows","parent","readonly","onUpdate:rows"])):I("v-if",!0)],64)):K.fieldtype==="Check"?(r(),z(ze,{key:1,field:K,modelValue:d.value[K.fieldname],"onUpdate:modelValue":Se=>d.value[K.fieldname]=Se,"input-id":Y(K),readonly:ie(K)},{"check-label":R(()=>[h("label",{for:Y(K)},x(k(re)(K)),9,ma)]),_:2},1032,["field","modelValue","onUpdate:modelValue","input-id","readonly"])):(r(),f(D,{key:2},[h("label",{for:Y(K),id:`${Y(K)}-label`,class:X({reqd:k(Ge)(K,d.value)})},x(k(re)(K)),11,ba),M(ze,{field:K,modelValue:d.value[K.fieldname],"onUpdate:modelValue":Se=>d.value[K.fieldname]=Se,"input-id":Y(K),labelledby:`${Y(K)}-label`,readonly:ie(K),doc:d.value,doctype:e.doctype},null,8,["field","modelValue","onUpdate:modelValue","input-id","labelledby","readonly","doc","doctype"])],64)),K.description?(r(),f("p",ya,x(K.description),1)):I("v-if",!0)],2)):I("v-if",!0)],64))),128))])],8,pa))),128)),V[8]||(V[8]=h("button",{type:"submit",hidden:"","aria-hidden":"true",tabindex:"-1"},null,-1))],32),!S.value&&b.value?(r(),z(Jl,{key:0,doctype:e.doctype,name:String(e.name),docinfo:b.value,doc:d.value,onChanged:U},null,8,["doctype","name","docinfo","doc"])):I("v-if",!0)])):I("v-if",!0),!S.value&&!L.value?(r(),z(ta,{key:3,visible:Ze.value,"onUpdate:visible":V[2]||(V[2]=P=>Ze.value=P),doctype:e.doctype,name:String(e.name),subject:j.value,onSent:U},null,8,["visible","doctype","name","subject"])):I("v-if",!0),M(k(Ue),{visible:!!ne.value,modal:"",header:`Rename ${e.doctype} ${e.name}`,closable:!m.value,style:{width:"min(32rem, 95vw)"},"onUpdate:visible":V[6]||(V[6]=P=>{P||(ne.value=null)})},{footer:R(()=>[M(k(N),{label:"Cancel",severity:"secondary",outlined:"",disabled:m.value,onClick:V[5]||(V[5]=P=>ne.value=null)},null,8,["disabled"]),M(k(N),{id:"rename-submit",type:"submit",form:"rename-form",label:ne.value?.merge?"Merge":"Rename",loading:m.value,disabled:m.value||!ne.value?.name.trim()||ne.value?.name.trim()===e.name},null,8,["label","loading","disabled"])]),default:R(()=>[ne.value?(r(),f("form",{key:0,id:"rename-form",onSubmit:ve(rn,["prevent"])},[h("div",va,[V[9]||(V[9]=h("label",{for:"rename-name",class:"reqd"},"New name",-1)),M(k(ee),{id:"rename-name",modelValue:ne.value.name,"onUpdate:modelValue":V[3]||(V[3]=P=>ne.value.name=P),autocomplete:"off",autofocus:""},null,8,["modelValue"])]),h("div",ga,[M(k(Je),{modelValue:ne.value.merge,"onUpdate:modelValue":V[4]||(V[4]=P=>ne.value.merge=P),"input-id":"rename-merge",binary:""},null,8,["modelValue"]),h("label",wa,"Merge with an existing "+x(e.doctype)+" of that name",1)])],32)):I("v-if",!0)]),_:1},8,["visible","header","closable"]),M(k(Ue),{visible:!!O.value,modal:"",header:O.value?.title,closable:!1,style:{width:"min(36rem, 95vw)"}},{footer:R(()=>[M(k(N),{id:"secret-done",label:"I have copied it",autofocus:"",onClick:dn})]),default:R(()=>[V[10]||(V[10]=h("p",null,"Copy it now: svc will not show it again.",-1)),(r(!0),f(D,null,J(O.value?.items??[],([P,Ie])=>(r(),f("div",{key:P,class:"field",style:{"margin-bottom":".75rem"}},[h("span",ka,x(P),1),h("div",{class:"secret",id:`secret-${P}`},x(Ie),9,Oa)]))),128))]),_:1},8,["visible","header"])],64)}}});export{Sa as S,Ca as _,zi as a,re as l,Yt as s};
